import { describe, expect, it } from 'vitest';
import { elementNames, scanPage } from '../../../src/build/html-scan.ts';

const inlineCode = (html: string) => scanPage(html).code;
const startTags = (html: string) => scanPage(html).tags;

describe('scanPage: inline code', () => {
  it('takes the scripts a browser runs and leaves out data blocks and external scripts', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">b()</script>',
      '<script type=text/javascript>c()</script>',
      '<script type="importmap">{"imports":{}}</script>',
      '<script type="application/ld+json">{"@type":"Car"}</script>',
      '<script type="application/json" id="data">{"x":1}</script>',
      '<script src="/_astro/x.js"></script>',
      '<script type="module" src="/_astro/y.js"></script>',
    ].join('');
    expect(inlineCode(html).scripts).toEqual(['a()', 'b()', 'c()', '{"imports":{}}']);
  });

  it('takes every style, a <noscript> one too, with its text exactly as written', () => {
    const html = '<head><style>a{b:c}</style></head><noscript><style> .x { display: block } </style></noscript>';
    expect(inlineCode(html).styles).toEqual(['a{b:c}', ' .x { display: block } ']);
  });

  it('reads no markup inside comments, scripts, styles or a title', () => {
    const html = [
      '<!-- <script>commented()</script> -->',
      '<title>&lt;script> in a title <style></title>',
      '<script>document.write("<style>x{}</style>")</script>',
      '<style>p::after{content:"<script>"}</style>',
    ].join('');
    expect(inlineCode(html)).toEqual({
      scripts: ['document.write("<style>x{}</style>")'],
      styles: ['p::after{content:"<script>"}'],
    });
  });

  it('hashes the text with line breaks as the browser reads them (CR LF and CR become LF)', () => {
    expect(inlineCode('<script>a()\r\nb()\rc()</script>').scripts).toEqual(['a()\nb()\nc()']);
  });
});

describe('scanPage: start tags', () => {
  it('reads attributes in every quoting style, a > inside a quoted value too', () => {
    const [img, div] = startTags(
      '<img src="/a.svg" alt=\'a > b\' loading=lazy hidden><div data-x="1" style="color:red">',
    );
    expect(img?.name).toBe('img');
    expect(Object.fromEntries(img?.attributes ?? [])).toEqual({
      src: '/a.svg',
      alt: 'a > b',
      loading: 'lazy',
      hidden: '',
    });
    expect(div?.attributes.get('style')).toBe('color:red');
  });

  it('lower-cases element and attribute names', () => {
    const [tag] = startTags('<IFRAME SRC="https://www.openstreetmap.org/export/embed.html" onLoad="x()">');
    expect(tag?.name).toBe('iframe');
    expect([...(tag?.attributes.keys() ?? [])]).toEqual(['src', 'onload']);
  });

  it('reads only the elements asked for, when asked, with raw text and comments still skipped', () => {
    const html = [
      '<div class="x"><IMG SRC="/a.png"><imgx src="/b.png"><picture><source srcset="/c.webp 1x">',
      '<!-- <img src="/commented.png"> -->',
      '<script>document.write(\'<img src="/written.png">\')</script><style>a{b:c}</style>',
      '<img/><form action="https://crm.example/lead">',
    ].join('');
    const scan = scanPage(html, elementNames(['img', 'source', 'form']));
    expect(scan.tags.map((tag) => [tag.name, Object.fromEntries(tag.attributes)])).toEqual([
      ['img', { src: '/a.png' }],
      ['source', { srcset: '/c.webp 1x' }],
      ['script', {}],
      ['style', {}],
      ['img', {}],
      ['form', { action: 'https://crm.example/lead' }],
    ]);
    expect(scan.code).toEqual(scanPage(html).code);
    expect(() => elementNames(['img|div'])).toThrow(/not element names/);
  });
});
