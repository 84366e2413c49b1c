// The editors' gallery at /demo/: every registered widget, its attributes editable live,
// and the preview (showroom) switch. The live editing is /__demo/assets/gallery.js.
import { exampleValue, type ManifestReading, type WidgetAttribute, type WidgetManifest } from '../widget-manifests';
import type { PageContext, PageResult } from './context';
import { htmlResult } from './context';
import { attributes, html, type SafeHtml } from './html';
import { layout } from './layout';
import type { PageTexts } from './texts';
import { PAYWALL_TEST_VERSION_ID } from '../seed/paywall';
import { widgetTag } from './widgets';

type GalleryTexts = PageTexts['gallery'];

/** Ids by prefix, so that no attribute name can collide: demo-, field-, error-, heading-. */
const ids = {
  element: (tag: string) => `demo-${tag}`,
  field: (tag: string, name: string) => `field-${tag}-${name}`,
  error: (tag: string, name: string) => `error-${tag}-${name}`,
  heading: (tag: string) => `heading-${tag}`,
};

/** Attribute values of a staging: the examples, with a variant's overrides. */
type Overrides = Readonly<Record<string, string>>;

function field(tag: string, attribute: WidgetAttribute, texts: GalleryTexts, overrides: Overrides = {}): SafeHtml {
  const id = ids.field(tag, attribute.name);
  const errorId = ids.error(tag, attribute.name);
  const value = overrides[attribute.name] ?? exampleValue(attribute);
  const common = { id, name: attribute.name, 'data-attribute': attribute.name, 'data-type': attribute.type };
  const label = html`<label for="${id}"><code>${attribute.name}</code> <span class="field__type">${attribute.type}</span></label>`;
  if (attribute.type === 'boolean') {
    return html`<div class="field field--check"><input${attributes({ ...common, type: 'checkbox', checked: value === 'true' })}>${label}</div>`;
  }
  if (attribute.type === 'json') {
    const pretty = attribute.example === undefined ? '' : JSON.stringify(attribute.example, null, 2);
    return html`<div class="field">${label}<textarea${attributes({ ...common, rows: 6, spellcheck: 'false', 'aria-describedby': errorId })}>${pretty}</textarea><p class="field__error" id="${errorId}" hidden>${texts.jsonInvalid}</p></div>`;
  }
  const type = attribute.type === 'number' ? 'number' : 'text';
  return html`<div class="field">${label}<input${attributes({ ...common, type, step: type === 'number' ? 'any' : undefined, value })}></div>`;
}

/** One placed element, its attribute form and its snippet; `key` tells a variant's ids apart. */
function staging(manifest: WidgetManifest, texts: GalleryTexts, key: string, overrides: Overrides = {}): SafeHtml {
  const elementId = ids.element(key);
  const name = Object.keys(overrides).length ? `${manifest.tag} ${Object.entries(overrides).map(([attribute, value]) => `${attribute}=${value}`).join(' ')}` : manifest.tag;
  const values: Record<string, string | undefined> = { id: elementId };
  for (const attribute of manifest.attributes) values[attribute.name] = overrides[attribute.name] ?? exampleValue(attribute);
  const fields = manifest.attributes.map((attribute) => field(key, attribute, texts, overrides));
  return html`<div class="gallery-item__stage" role="group" aria-label="${texts.stage}: ${name}">${widgetTag(manifest.tag, values)}</div>
<form class="gallery-form" data-np-gallery-target="${elementId}" aria-label="${texts.attributes}: ${name}">
${fields.length ? html`<fieldset><legend>${texts.attributes}</legend>${fields}</fieldset>` : ''}
</form>
<details class="gallery-item__code"><summary>${texts.html}</summary><pre><code data-np-gallery-snippet="${elementId}"></code></pre></details>`;
}

function widgetSection(manifest: WidgetManifest, texts: GalleryTexts): SafeHtml {
  const headingId = ids.heading(manifest.tag);
  const variants = manifest.variants.map((overrides, index) => staging(manifest, texts, `${manifest.tag}-${index + 2}`, overrides));
  return html`<section class="gallery-item" aria-labelledby="${headingId}">
<h2 class="gallery-item__title" id="${headingId}"><code>&lt;${manifest.tag}&gt;</code></h2>
${manifest.description ? html`<p>${manifest.description}</p>` : ''}
${staging(manifest, texts, manifest.tag)}${variants}
</section>`;
}

function invalidSection(folder: string, error: string, texts: GalleryTexts): SafeHtml {
  return html`<section class="gallery-item gallery-item--invalid" aria-labelledby="invalid-${folder}"><h2 id="invalid-${folder}">widgets/${folder}</h2><p>${texts.invalid}: ${error}</p></section>`;
}

function galleryHeader(ctx: PageContext, texts: GalleryTexts): SafeHtml {
  const port = /:(\d+)$/.exec(ctx.host)?.[1];
  const suffix = port ? `:${port}` : '';
  const toggle = ctx.preview ? html`<a class="button" href="/demo/">${texts.turnOff}</a>` : html`<a class="button" href="/demo/?preview=1">${texts.turnOn}</a>`;
  return html`<header class="site-header gallery-header">
<div class="site-header__bar"><a class="site-header__brand" href="/demo/"><img src="/__demo/assets/logo.svg" alt="" width="32" height="32"><span>np · ${texts.title}</span></a></div>
<nav class="site-nav" aria-label="${ctx.texts.mainNav}"><ul class="site-nav__list">
<li><a href="http://diario.localhost${suffix}/">El Diario</a></li><li><a href="http://diari.localhost${suffix}/">El Diari</a></li>
</ul></nav>
<div class="gallery-toggle"><p>${ctx.preview ? texts.previewOn : texts.previewOff}</p>${toggle}</div>
<form class="gallery-toggle" data-np-gallery-paywall-version><label for="gallery-paywall-version">${texts.paywallVersion}</label> <input id="gallery-paywall-version" name="paywallVersion" value="${PAYWALL_TEST_VERSION_ID}" pattern="[\w\-]{1,64}" required> <button type="submit" class="button">${texts.paywallVersionTry}</button></form>
</header>`;
}

export function galleryPage(ctx: PageContext, readings: readonly ManifestReading[]): PageResult {
  const texts = ctx.texts.gallery;
  const sections = readings.map((reading) => (reading.ok ? widgetSection(reading.manifest, texts) : invalidSection(reading.folder, reading.error, texts)));
  const main = html`<div class="gallery"><h1 class="page-title">${texts.title}</h1><p class="page-intro">${texts.intro}</p>
${sections.length ? sections : html`<p>${texts.none}</p>`}</div>`;
  const page = layout(ctx, { title: texts.title, main, header: galleryHeader(ctx, texts), pageClass: 'page-gallery', scripts: ['/__demo/assets/gallery.js'] });
  return htmlResult(page);
}
