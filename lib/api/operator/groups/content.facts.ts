// The content group's operator calls: their facts (zod-free; the schemas are in ./content.ts).
import { ALL, CATALOGUE, read, write, type Fact } from './define';

export const contentFacts = {
  // Every language's texts of one row side by side (ui23).
  contentTexts: read('/content/texts'),
  // Every outdated translation: the console's "Needs translation" (issue 41 #6).
  contentStale: read('/content/stale', ALL, { payload: 'none' }),
  noticeAdd: write('/notices', CATALOGUE),
  articleSet: write('/articles', CATALOGUE),
  // Content in each language (issue 22).
  contentTextSet: write('/content/texts', CATALOGUE),
  agreementPublish: write('/agreements/publish', CATALOGUE),
  agreementAcceptances: read('/agreements/acceptances', ALL),
  // The console's Content screen (con23): notices and articles as operators see them (the
  // default language's columns), and a notice's edit.
  noticeList: read('/notices', ALL, { paged: true }),
  noticeEdit: write('/notices/edit', CATALOGUE),
  articleList: read('/articles', ALL, { payload: 'none' }),
  // The platform's receiving accounts, whose branch is content per locale (issue 41 #3).
  platformAccountList: read('/money/accounts', ALL, { payload: 'none' }),
} satisfies Record<string, Fact>;
