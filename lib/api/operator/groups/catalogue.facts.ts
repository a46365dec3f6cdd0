// The catalogue group's operator calls: their facts (zod-free; the schemas are in ./catalogue.ts).
import { ALL, CATALOGUE, read, write, type Fact } from './define';

export const catalogueFacts = {
  productTypeAdd: write('/product-types', CATALOGUE),
  productList: read('/products', ALL, { paged: true }),
  productAdd: write('/products', CATALOGUE),
  productEdit: write('/products/edit', CATALOGUE),
  // Take several items off sale at once (issue 42 #8): a result per item.
  productOffShelfBulk: write('/products/off-shelf-bulk', CATALOGUE),
  // Catalogue editing in the console (ui23): product photos, one file per request (the buyers'
  // upload checks, server/uploads).
  productPhotoUpload: write('/uploads/images', CATALOGUE, { payload: 'multipart' }),
  // The console's Market screen (mkt23) and item form (issue 42): the item types.
  productTypeList: read('/product-types', ALL),
} satisfies Record<string, Fact>;
