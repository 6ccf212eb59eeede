import { describe, expect, it } from 'vitest';
import { sanitiseRichText } from '../../../src/catalog/rich-text.ts';

describe('sanitiseRichText: what an offer description may keep', () => {
  it.each([
    '<p>Save <strong>big</strong> &amp; drive away. Australia\'s "best" SUV.</p>',
    '<p>One<br />two</p>',
    '<p><em>Limited</em> stock</p>',
    '<ul><li>Towbar</li><li>Canopy</li></ul><ol><li>First</li></ol>',
    '<p><a href="/special-offers">all offers</a>, <a href="#terms">terms</a></p>',
    '<p><a href="mailto:sales@example.com.au">e-mail</a> or <a href="tel:0299990000">call</a></p>',
  ])('keeps %s as it is', (html) => {
    expect(sanitiseRichText(html)).toEqual({ html, removed: [] });
  });

  it('gives a link to another site rel="noopener noreferrer" and drops its target', () => {
    expect(sanitiseRichText('<a href="https://www.toyota.com.au/rav4" target="_blank">RAV4</a>')).toEqual({
      html: '<a href="https://www.toyota.com.au/rav4" rel="noopener noreferrer">RAV4</a>',
      removed: ['target attribute on <a>'],
    });
    expect(sanitiseRichText('<a href="http://example.com" rel="opener">x</a>').html).toBe(
      '<a href="http://example.com" rel="noopener noreferrer">x</a>',
    );
    expect(sanitiseRichText('<a href="/finance" rel="opener">x</a>').html).toBe('<a href="/finance">x</a>');
  });

  it('closes unclosed and implied tags', () => {
    expect(sanitiseRichText('<p>unclosed <strong>bold <em>both').html).toBe(
      '<p>unclosed <strong>bold <em>both</em></strong></p>',
    );
    expect(sanitiseRichText('<ul><li>One<li>Two</ul>')).toEqual({
      html: '<ul><li>One</li><li>Two</li></ul>',
      removed: [],
    });
  });
});

describe('sanitiseRichText: hostile markup', () => {
  it.each([
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>', ['<script>']],
    ['<p>Hi</p><SCRIPT SRC="https://evil.example/x.js"></SCRIPT>', '<p>Hi</p>', ['<script>']],
    ['<p>x</p><img src=x onerror=alert(1)>', '<p>x</p>', ['<img>']],
    ['<iframe src="https://evil.example"></iframe><p>x</p>', '<p>x</p>', ['<iframe>']],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>', ['<style>']],
    [
      '<p style="position:fixed;inset:0" class="x" id="y">x</p>',
      '<p>x</p>',
      ['style attribute on <p>', 'class attribute on <p>', 'id attribute on <p>'],
    ],
    ['<svg onload=alert(1)><circle r="1"/></svg>', '', ['<svg>', '<circle>']],
    ['<svg><script>alert(1)</script></svg>', '', ['<svg>', '<script>']],
    [
      '<p onclick="steal()">x</p><P ONMOUSEOVER=y>z</P>',
      '<p>x</p><p>z</p>',
      ['onclick attribute on <p>', 'onmouseover attribute on <p>'],
    ],
    [
      '<object data="x.swf"></object><embed src="x"><form action="/x"><input></form>',
      '',
      ['<object>', '<embed>', '<form>', '<input>'],
    ],
    ['<div><span>kept text</span></div>', 'kept text', ['<div>', '<span>']],
    ['<p><strong>nested <script>alert(1)</script></p>', '<p><strong>nested </strong></p>', ['<script>']],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)', ['<scr<script>']],
  ])('%s becomes %j', (input, html, removed) => {
    expect(sanitiseRichText(input)).toEqual({ html, removed });
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'JAVASCRIPT&#58;alert(1)',
    ' &#x6A;ava&#x09;script:alert(1)',
    'java\nscript:alert(1)',
    '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    '//evil.example/',
  ])('drops the link href %j and says so', (href) => {
    const result = sanitiseRichText(`<p><a href="${href}">click</a></p>`);
    expect(result.html).toBe('<p><a>click</a></p>');
    expect(result.removed).toEqual([expect.stringMatching(/^href ".*" on <a>$/)]);
  });

  it('never lets a tag, an event handler or a script URL through, whatever it is fed', () => {
    const hostile = [
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)" onclick="x()">a</a>',
      '<svg/onload=alert(1)>',
      '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
      '<p <script>alert(1)</script>>',
      '<!--<script>alert(1)</script>-->',
      '<![CDATA[<script>alert(1)</script>]]>',
      '<a href="https://ok.example"><img src=x onerror=alert(1)></a>',
    ].join('');
    const { html } = sanitiseRichText(hostile);
    expect(html).not.toMatch(/<(?!\/?(?:p|br|strong|em|ul|ol|li|a)\b)/i);
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toMatch(/javascript:/i);
  });
});
