// The demo content in English, the default locale and the fallback of every other one. Names and
// titles are the ones the seed wrote before issue 22 (e2e and tests find them by these words).
import type { SeedDemoText } from './types';

const DEMO =
  '<p><strong>Demo text.</strong> This is an example shipped with the Gavel reference server, not a legal document. The operator must replace it with its own terms, reviewed by its lawyers, before opening the service.</p>';

export const text: SeedDemoText = {
  types: {
    calligraphy: 'Calligraphy',
    porcelain: 'Porcelain',
    jade: 'Jade',
    tea: 'Tea',
  },
  items: {
    'song-dynasty-scroll': {
      name: 'Song-Style Scroll',
      description:
        '<p>A hanging scroll of misty mountains and a riverside pavilion, ink and light colour on silk, painted in the manner of the Southern Song court academy. The mounting is later, in pale blue silk brocade with wooden rollers.</p><p>Image 98 × 42 cm. Light foxing in the sky and a few old creases along the lower edge, as expected with age; no tears or repainting found.</p><p>Keep it rolled in its box, away from sunlight and damp, and hang it for a few weeks at a time.</p>',
    },
    'blue-and-white-vase': {
      name: 'Blue and White Vase',
      description:
        '<p>A baluster vase painted in underglaze cobalt blue with scrolling lotus. The base bears a four-character mark in the Kangxi style; the vase’s age and maker are not attested.</p><p>Height 32 cm. A small glaze chip on the rim, otherwise sound: no cracks or restoration.</p><p>Dust it with a soft, dry brush; wash it by hand only, in lukewarm water.</p>',
    },
    'hetian-jade-pendant': {
      name: 'Hetian Jade Pendant',
      description:
        '<p>A white nephrite pendant from Hetian, Xinjiang, carved as a pair of carp among waves, a wish for abundance year after year. A touch of natural russet skin has been kept on one corner.</p><p>52 × 34 × 8 mm, 38 g, with an even, oily lustre. Sold on a red silk cord.</p><p>Keep it away from knocks, perfume and household cleaners; wipe it with a soft cloth.</p>',
    },
    'celadon-tea-bowl': {
      name: 'Celadon Tea Bowl',
      description:
        '<p>A tea bowl in the Longquan tradition of Zhejiang, thrown by hand in a contemporary workshop after a Song shape. The thick, pale green glaze has a fine crackle.</p><p>Diameter 12 cm, height 6.5 cm. New, with no chips; each bowl differs slightly in colour.</p><p>Wash it by hand. With use, tea slowly darkens the crackle: this is expected and does not harm the bowl.</p>',
    },
    'aged-pu-erh-cake': {
      name: 'Aged Pu-erh Cake',
      description:
        '<p>A 357 g cake of raw (sheng) pu-erh, pressed in 2012 from spring leaves of Menghai, Yunnan, and stored dry in Kunming since. The cotton paper wrapper and the neifei ticket pressed into the leaves are intact.</p><p>The liquor is amber, with notes of dried fruit and camphor. Break off 7 g for a small pot and rinse the leaves once before the first infusion.</p><p>Store it in its paper, away from light and strong smells, at steady room humidity.</p>',
    },
    'yixing-clay-teapot': {
      name: 'Yixing Clay Teapot',
      description:
        '<p>A teapot of purple clay (zisha) from Dingshu, Yixing, in the classic Xishi shape, with the maker’s seal under the base and inside the lid. Supplied in a cloth-lined box.</p><p>Capacity 180 ml. The lid fits closely and the spout pours cleanly.</p><p>Rinse it with hot water only, never soap, and let it dry open. The unglazed clay keeps the taste of the tea: brew one kind of tea in it.</p>',
    },
    'ink-stone-set': {
      name: 'Ink Stone Set',
      description:
        '<p>A Duan ink stone from Zhaoqing, Guangdong, with a carved wooden lid, a pine-soot ink stick and a porcelain brush rest, the daily tools of a calligrapher’s desk.</p><p>The stone measures 15 × 10 cm; its fine grain grinds a smooth, even ink.</p><p>Wash the stone after every use and never let ink dry on it; keep the ink stick wrapped, away from damp.</p>',
    },
    'jade-bangle': {
      name: 'Jade Bangle',
      description:
        '<p>A round bangle of spinach-green nephrite, polished by hand. The small dark flecks are natural inclusions, usual in this stone; no cracks show under a strong light.</p><p>Inner diameter 58 mm, width 14 mm. Measure a bangle you already wear before choosing.</p><p>Take it off for sport and housework, and clean it with a soft cloth and water.</p>',
    },
    'longjing-green-tea': {
      name: 'Longjing Green Tea',
      description:
        '<p>Dragon Well green tea from the hills around West Lake, Hangzhou, picked before Qingming in spring 2026 and pan-fired by hand. The flat leaves give a chestnut aroma and a sweet finish.</p><p>100 g in a sealed tin. Brew 3 g in 150 ml of water at 80 °C, in a glass or a gaiwan.</p><p>Keep the tin closed, in a cool place; it is at its freshest within a year.</p>',
    },
    'osmanthus-oolong': {
      name: 'Osmanthus Oolong',
      description:
        '<p>A rolled oolong from Anxi, Fujian, scented with fresh osmanthus flowers in the autumn, as tea makers there have long done. Mellow, with an apricot-like fragrance.</p><p>100 g in a resealable pouch. Brew 5 g at 95 °C; the leaves give four or five infusions.</p><p>Keep the pouch sealed and away from strong smells.</p>',
    },
    'rice-paper-pack': {
      name: 'Rice Paper Pack',
      description:
        '<p>Fifty sheets of Xuan paper from Jing County, Anhui, made from blue sandalwood bark and rice straw. Semi-sized, for both fine brushwork and free ink washes.</p><p>Each sheet is 69 × 46 cm (a four-foot sheet cut in three).</p><p>Store the sheets flat and dry, wrapped, away from sunlight.</p>',
    },
    'porcelain-tasting-cups': {
      name: 'Porcelain Tasting Cups',
      description:
        '<p>A set of six thin-walled tasting cups in white porcelain, small enough to warm in the hand and to show the colour of the tea.</p><p>50 ml each, in a fabric-covered box.</p><p>Hand washing is best; the porcelain takes boiling water.</p>',
    },
  },
  notices: {
    welcome: {
      title: 'Welcome to Gavel',
      body: '<p>The auction window opens every day. Browse the items, buy what you like, and consign what you own at the price you set.</p><p>The items and prices here are demo content.</p>',
    },
    hours: {
      title: 'Recharge and withdrawal hours',
      body: '<p>Operators review recharge and withdrawal requests every day between 09:00 and 21:00. A request sent outside these hours is reviewed the next morning.</p>',
    },
  },
  agreements: {
    privacy: {
      title: 'User privacy agreement',
      body: `${DEMO}<h2>What we collect</h2><p>Your phone number, the addresses and bank details you enter, your identity verification details and your orders.</p><h2>How we use it</h2><p>Only to run the marketplace: to sign you in, deliver your items, review your recharges and withdrawals, and meet our legal obligations. We do not sell your data.</p><h2>Your rights</h2><p>You can ask an operator to export or delete your data. Records the law requires us to keep are deleted when that obligation ends.</p>`,
    },
    service: {
      title: 'User service agreement',
      body: `${DEMO}<h2>The service</h2><p>Gavel lists collectibles for sale during the daily auction window. Prices are set by sellers; nothing here promises a return.</p><h2>Buying and consigning</h2><p>A purchase is final once paid. You can consign an item you own at the price you set; it sells only if another buyer buys it at that price.</p><h2>Payments</h2><p>Recharges and withdrawals are requests approved by an operator. Money you have asked to withdraw is held until the request is decided.</p>`,
    },
    notice: {
      title: 'User notice',
      body: `${DEMO}<h2>Your account</h2><p>Keep your login and pay passwords to yourself. Operators never ask for them, nor for an SMS code.</p><h2>Deliveries</h2><p>Check your delivery address before you ask for an item to be sent, and confirm receipt only once the parcel is in your hands.</p>`,
    },
    risk: {
      title: 'Transaction risk tips',
      body: `${DEMO}<h2>Prices</h2><p>Collectible prices go down as well as up. Past prices say nothing certain about future ones.</p><h2>Consignment</h2><p>A consigned item sells only when another buyer buys it at your price, and perhaps never.</p><h2>Your money</h2><p>Only spend what you can afford to lose.</p>`,
    },
  },
  company: {
    name: 'Gavel Collectibles Ltd',
    intro:
      '<p>A marketplace for collectibles with a daily auction window: calligraphy, porcelain, jade and tea, bought, delivered and consigned in one app.</p>',
    address: '1 Market Street',
  },
  changeLog: 'Installable app, five languages, offline notices and agreements.',
  levels: { 1: 'Bronze', 2: 'Silver', 3: 'Gold', 4: 'Platinum' },
  chatGeneral: 'General',
};
