// The XSS corpus of e2e/xss.spec.ts (issue 14): payloads that, if a screen ever let one run, set
// the canary `window.__xss` (handlers are sloppy-mode functions, so a bare `__xss=1` makes a
// global; framed documents reach it through `parent` / `top`). Nothing here needs a click: every
// vector fires on its own (load, error, autofocus, toggle, animation start) once it is in a live
// document, so a screen that shows it and waits for the network has given it every chance.
//
// Where they come from: the "classic" ones are the textbook shapes (handlers on img, svg,
// details, marquee and autofocus, script URLs, iframe srcdoc, object and embed); the "dompurify"
// ones are DOMPurify's own regression vectors, cure53/DOMPurify test/fixtures/expect.mjs (the
// entry's title is quoted in `name`), with `alert(…)` replaced by the canary. Most of those are
// mutation XSS: markup that is harmless as parsed once but turns into a live handler when a
// sanitiser's output is serialised and parsed again (namespace confusion between HTML, SVG and
// MathML, raw-text elements, comments and CDATA), which is exactly
// what happens here: sanitize-html on the server, then DOMPurify and innerHTML in the browser.

export interface Payload {
  /** Short name; DOMPurify entries quote the fixture's title. */
  name: string;
  source: 'classic' | 'dompurify';
  html: string;
}

export const CANARY = '__xss';

export const CORPUS: readonly Payload[] = [
  // ---- classic ----
  { name: 'img onerror', source: 'classic', html: '<img src=x onerror=__xss=1>' },
  { name: 'svg onload', source: 'classic', html: '<svg onload=__xss=1>' },
  { name: 'script element', source: 'classic', html: '<script>window.__xss=1</script>' },
  { name: 'javascript: href', source: 'classic', html: '<a href="javascript:__xss=1">js link</a>' },
  {
    name: 'entity-encoded javascript: href',
    source: 'classic',
    html: '<a href="&#x6A;avascript:__xss=1">enc link</a>',
  },
  {
    name: 'iframe srcdoc',
    source: 'classic',
    html: '<iframe srcdoc="<script>parent.__xss=1</script><img src=x onerror=top.__xss=1>"></iframe>',
  },
  { name: 'iframe javascript: src', source: 'classic', html: '<iframe src="javascript:parent.__xss=1"></iframe>' },
  { name: 'object data', source: 'classic', html: '<object data="javascript:__xss=1"></object>' },
  { name: 'embed src', source: 'classic', html: '<embed src="javascript:__xss=1">' },
  { name: 'details ontoggle', source: 'classic', html: '<details open ontoggle=__xss=1>d</details>' },
  { name: 'autofocus onfocus', source: 'classic', html: '<input autofocus onfocus=__xss=1>' },
  { name: 'video source onerror', source: 'classic', html: '<video><source onerror=__xss=1></video>' },
  { name: 'body onload', source: 'classic', html: '<body onload=__xss=1>' },
  { name: 'marquee onstart', source: 'classic', html: '<marquee onstart=__xss=1>m</marquee>' },
  { name: 'svg animate onbegin', source: 'classic', html: '<svg><animate onbegin=__xss=1 attributeName=x dur=1s>' },
  { name: 'svg script', source: 'classic', html: '<svg><script>window.__xss=1</script></svg>' },
  {
    name: 'form button formaction',
    source: 'classic',
    html: '<form><button formaction="javascript:__xss=1">go</button></form>',
  },
  // ---- DOMPurify test/fixtures/expect.mjs ----
  { name: 'mXSS Variation II', source: 'dompurify', html: "<img src=x id/=' onerror=__xss=1//'>" },
  {
    name: 'mXSS Variation I',
    source: 'dompurify',
    html: '<listing>&lt;img onerror="__xss=1;//" src=x&gt;<t t></listing>',
  },
  {
    name: 'Textarea and comments enabling img element',
    source: 'dompurify',
    html: '<textarea>@shafigullin</textarea><!--</textarea><img src=x onerror=__xss=1>-->',
  },
  {
    name: 'Img element inside noscript terminated inside comment',
    source: 'dompurify',
    html: '<b><noscript><!-- </noscript><img src=x onerror=__xss=1 --></noscript>',
  },
  {
    name: 'Img element inside noscript terminated inside attribute',
    source: 'dompurify',
    html: '<b><noscript><a alt="</noscript><img src=x onerror=__xss=1>"></noscript>',
  },
  {
    name: 'Img element inside shadow DOM template',
    source: 'dompurify',
    html: '<body><template><s><template><s><img src=x onerror=__xss=1>@shafigullin</s></template></s></template>',
  },
  {
    name: 'Image after style to trick jQuery tag-completion',
    source: 'dompurify',
    html: '<b><style><style/><img src=x onerror=__xss=1>',
  },
  {
    name: 'Iframe inside option element',
    source: 'dompurify',
    html: '<option><iframe></select><b><script>window.__xss=1</script>',
  },
  {
    name: 'DOM clobbering attack using name=body',
    source: 'dompurify',
    html: '<image name=body><image name=adoptNode>@mmrupp<image name=firstElementChild><svg onload=__xss=1>',
  },
  {
    name: 'DOM clobbering attack using activeElement',
    source: 'dompurify',
    html: '<image name=activeElement><svg onload=__xss=1>',
  },
  {
    name: 'DOM clobbering: getElementById / cookie / location',
    source: 'dompurify',
    html: '<img src=x name=getElementById><img src=x name=cookie><a href="#some-code-here" id="location">invisible</a>',
  },
  {
    name: 'onsubmit, onfocus; DOM clobbering: attributes',
    source: 'dompurify',
    html: '<form onsubmit=__xss=1><input onfocus=__xss=1 autofocus name=attributes>123</form>',
  },
  {
    name: 'JavaScript URIs using Unicode Whitespace',
    source: 'dompurify',
    html: "<a href='&#x2028;javascript:__xss=1'>LS</a><a href='&#xA0javascript:__xss=1'>NBSP</a>",
  },
  { name: 'comment around img src (37)', source: 'dompurify', html: '<!--<img src="--><img src=x onerror=__xss=1//">' },
  { name: 'bogus CDATA in HTML (39)', source: 'dompurify', html: '<![><img src="]><img src=x onerror=__xss=1//">' },
  {
    name: 'CDATA in SVG',
    source: 'dompurify',
    html: '<svg><![CDATA[><image xlink:href="]]><img src=x onerror=__xss=1//"></svg>',
  },
  {
    name: 'style around img src (40)',
    source: 'dompurify',
    html: '<style><img src="</style><img src=x onerror=__xss=1//">',
  },
  { name: 'svg style (128)', source: 'dompurify', html: '<svg><style><img/src=x onerror=__xss=1// </b>' },
  { name: 'comment with --!> (133)', source: 'dompurify', html: '<!-- `<img/src=xxx onerror=__xss=1//--!>' },
  {
    name: 'Tests against mXSS behavior with SVG in Chrome 77 and alike 1/2',
    source: 'dompurify',
    html: '<svg></p><textarea><title><style></textarea><img src=x onerror=__xss=1></style></title></svg>',
  },
  {
    name: 'Tests against mXSS behavior with SVG in Chrome 77 and alike 2/2',
    source: 'dompurify',
    html: '<svg></p><title><a id="</title><img src=x onerror=__xss=1>"></textarea></svg>',
  },
  {
    name: 'Tests against mXSS behavior with MathML in Chrome 77 and alike',
    source: 'dompurify',
    html: '<math></p><textarea><mi><style></textarea><img src=x onerror=__xss=1></mi></math>',
  },
  {
    name: 'Tests against mXSS behavior with MathML Templates in Chrome 77 and alike',
    source: 'dompurify',
    html: '<math></br><textarea><mtext><template><style></textarea><img src=x onerror=__xss=1>',
  },
  {
    name: 'Tests against mXSS behavior with embedded MathML/SVG',
    source: 'dompurify',
    html: '<svg></p><math><title><style><img src=x onerror=__xss=1></style></title>',
  },
  {
    name: 'Tests against attribute-based mXSS behavior 1/3',
    source: 'dompurify',
    html: '<svg><p><style><g title="</style><img src=x onerror=__xss=1>">',
  },
  {
    name: 'Tests against attribute-based mXSS behavior 2/3',
    source: 'dompurify',
    html: '<svg><foreignobject><p><style><p title="</style><iframe onload&#x3d;__xss=1<!--"></style>',
  },
  {
    name: 'Tests against attribute-based mXSS behavior 3/3',
    source: 'dompurify',
    html: '<math><annotation-xml encoding="text/html"><p><style><p title="</style><iframe onload&#x3d;__xss=1<!--"></style>',
  },
  {
    name: 'Tests against removal-based mXSS behavior 1/2',
    source: 'dompurify',
    html: "<xmp><svg><b><style><b title='</style><img src=x onerror=__xss=1>'>",
  },
  {
    name: 'Tests against removal-based mXSS behavior 2/2',
    source: 'dompurify',
    html: "<noembed><svg><b><style><b title='</style><img src=x onerror=__xss=1>'>",
  },
  {
    name: 'Tests against nesting-based mXSS behavior 1/5',
    source: 'dompurify',
    html: '<form><math><mtext></form><form><mglyph><style><img src=x onerror=__xss=1>',
  },
  {
    name: 'Tests against nesting-based mXSS behavior 2/5',
    source: 'dompurify',
    html: '<math><mtext><table><mglyph><style><math href=javascript:__xss=1>CLICKME</math>',
  },
  {
    name: 'Tests against nesting-based mXSS behavior 3/5',
    source: 'dompurify',
    html: '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=__xss=1&gt;">',
  },
  {
    name: 'Tests against nesting-based mXSS behavior 4/5',
    source: 'dompurify',
    html: '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=__xss=1 src>">',
  },
  {
    name: 'Tests against nesting-based mXSS behavior 5/5',
    source: 'dompurify',
    html: '<math><mtext><table><mglyph><svg><mtext><style><path id="</style><img onerror=__xss=1 src>">',
  },
  {
    name: 'Tests against additional problems regarding HTML inside MathML 1/2',
    source: 'dompurify',
    html: '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=\'__xss=1\'>"></style></h1>',
  },
  {
    name: 'Test against fake-element-based namepsace-confusion abusing mXSS attacks 1/2',
    source: 'dompurify',
    html: 'a<svg><xss><desc><noscript>&lt;/noscript>&lt;/desc>&lt;s>&lt/s>&lt;style>&lt;a title="&lt;/style>&lt;img src onerror=__xss=1>">',
  },
  {
    name: 'Test against fake-element-based namepsace-confusion abusing mXSS attacks 2/2',
    source: 'dompurify',
    html: "<math><mtext><option><FAKEFAKE><option></option><mglyph><svg><mtext><style><a title=\"</style><img src='#' onerror='__xss=1'>\">",
  },
  {
    name: 'Tests against removal of templates inside select elements',
    source: 'dompurify',
    html: '<select><template><img src=x onerror=__xss=1></template></select>',
  },
];

/**
 * Closes what a payload may leave open (raw-text and escapable raw-text elements, foreign content,
 * a form, a comment, a CDATA section), so the next payload of a batched record is parsed from
 * (nearly) a fresh state instead of being swallowed as text by its predecessor.
 */
export const RESET =
  '--></style></textarea></title></xmp></iframe></noembed></noscript></listing></template></select></option>' +
  ']]></svg></math></table></form>';

/** A visible marker before payload `i` of a batched rich-text record. */
export function marker(i: number): string {
  return `xss-mark-${String(i).padStart(2, '0')}`;
}

/**
 * The whole corpus as one HTML body: for each payload its marker, the payload, then the reset. A
 * marker on screen means the parser reached that payload from a clean state; a payload that
 * still swallows the rest (an `<svg>` left open inside `<foreignobject>` ignores `</svg>`) hides
 * the markers after it, so a record in `reverse` order covers those.
 */
export function corpusDocument(order: 'forward' | 'reverse' = 'forward'): string {
  const parts = CORPUS.map((p, i) => `<div><p>${marker(i)}</p>${p.html}${RESET}</div>`);
  return (order === 'reverse' ? parts.reverse() : parts).join('\n');
}

/** The markers in a text, as corpus indexes. */
export function markersIn(text: string): Set<number> {
  return new Set([...text.matchAll(/xss-mark-(\d{2})/g)].map((m) => Number(m[1])));
}

/**
 * Spreads the corpus over text fields of limited length: each chunk gets as many whole payloads
 * (joined by a space) as fit in `max` characters, in corpus order. Returns the chunks and the
 * payloads longer than `max`.
 */
export function spread(max: number, payloads: readonly Payload[] = CORPUS): { chunks: string[]; tooLong: Payload[] } {
  const { records, tooLong } = pack([max], payloads);
  return { chunks: records.map((r) => r[0]!), tooLong };
}

/**
 * Packs the corpus into records of several text fields (`maxes`, the fields' length limits):
 * each payload goes into the first field of the current record with room for it, else starts the
 * next record. A field left empty is ''. Returns the records and the payloads no field can hold.
 */
export function pack(
  maxes: readonly number[],
  payloads: readonly Payload[] = CORPUS,
): { records: string[][]; tooLong: Payload[] } {
  const records: string[][] = [];
  const tooLong: Payload[] = [];
  const longest = Math.max(...maxes);
  let current = maxes.map(() => '');
  const place = (html: string): boolean => {
    const i = current.findIndex((f, k) => (f ? f.length + 1 : 0) + html.length <= maxes[k]!);
    if (i < 0) return false;
    current[i] = current[i] ? `${current[i]} ${html}` : html;
    return true;
  };
  for (const p of payloads) {
    if (p.html.length > longest) tooLong.push(p);
    else if (!place(p.html)) {
      records.push(current);
      current = maxes.map(() => '');
      place(p.html);
    }
  }
  if (current.some((f) => f)) records.push(current);
  return { records, tooLong };
}
