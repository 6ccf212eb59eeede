import { describe, expect, it } from 'vitest';
import {
  assertDeployablePolicy,
  contentSecurityPolicy,
  hashSource,
  type PolicySources,
} from '../../../src/build/content-security-policy.ts';

const none: PolicySources = {
  scriptHashes: [],
  styleHashes: [],
  imageOrigins: [],
  frameOrigins: [],
  scriptOrigins: [],
  connectOrigins: [],
  formOrigins: [],
};

describe('hashSource', () => {
  it("is the CSP hash source of the text's UTF-8 bytes (the CSP specification's example)", () => {
    expect(hashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });
});

describe('contentSecurityPolicy', () => {
  it('allows the site itself and nothing else when pages carry no inline code or third party', () => {
    expect(contentSecurityPolicy(none)).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('names each hash and third-party origin once, sorted, in its directive', () => {
    const policy = contentSecurityPolicy({
      scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-b'"],
      styleHashes: ["'sha256-s'"],
      imageOrigins: ['https://photos.example'],
      frameOrigins: ['https://www.openstreetmap.org'],
      scriptOrigins: [],
      connectOrigins: ['https://search-1.example.net'],
      formOrigins: ['https://forms.example'],
    });
    expect(policy.split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self' 'sha256-a' 'sha256-b'",
      "style-src 'self' 'sha256-s'",
      "img-src 'self' data: https://photos.example",
      "connect-src 'self' https://search-1.example.net",
      'frame-src https://www.openstreetmap.org',
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self' https://forms.example",
      "frame-ancestors 'none'",
    ]);
  });
});

describe('assertDeployablePolicy', () => {
  const withHashes = (count: number) =>
    contentSecurityPolicy({
      ...none,
      styleHashes: Array.from({ length: count }, (_, i) => hashSource(`style ${i}`)),
    });

  it("takes a policy up to CloudFront's limit and refuses a longer one, saying why", () => {
    const fits = withHashes(25);
    expect(fits.length).toBeLessThanOrEqual(1783);
    expect(() => assertDeployablePolicy('outback-rv', fits)).not.toThrow();
    const tooLong = withHashes(40);
    expect(() => assertDeployablePolicy('outback-rv', tooLong)).toThrow(
      `outback-rv: the Content-Security-Policy is ${tooLong.length} characters, over CloudFront's limit of 1783`,
    );
  });
});
