import { describe, expect, it } from 'vitest';
import { typesenseAdminConfig, typesenseSearchKey } from '../../../../src/search/typesense/config.ts';
import { typesenseNodes } from '../../../../src/search/typesense/nodes.ts';

const typesenseNode = (url: string) => typesenseNodes([url])[0];

describe('typesenseAdminConfig', () => {
  it('reads the node URLs (comma-separated) and the admin key', () => {
    const env = { TYPESENSE_URL: 'https://a.example.net, https://b.example.net:8443', TYPESENSE_API_KEY: ' xyz ' };
    expect(typesenseAdminConfig(env)).toEqual({
      nodes: ['https://a.example.net', 'https://b.example.net:8443'],
      apiKey: 'xyz',
    });
  });

  it('names every missing variable and what it should hold', () => {
    expect(() => typesenseAdminConfig({ TYPESENSE_API_KEY: '' })).toThrow(
      'TYPESENSE_URL is not set: expected the Typesense node URL(s), e.g. https://search-1.example.net (comma-separated for a cluster)\n' +
        'TYPESENSE_API_KEY is not set: expected the Typesense admin API key (the indexer alone uses it)',
    );
  });

  it('shows a bad URL but never a key', () => {
    expect(() => typesenseAdminConfig({ TYPESENSE_URL: 'search.example.net', TYPESENSE_API_KEY: 'k' })).toThrow(
      'TYPESENSE_URL: expected the Typesense node URL(s), e.g. https://search-1.example.net (comma-separated for a cluster), received "search.example.net"',
    );
  });
});

describe('typesenseSearchKey', () => {
  it('reads TYPESENSE_SEARCH_KEY only', () => {
    expect(typesenseSearchKey({ TYPESENSE_SEARCH_KEY: 'search', TYPESENSE_API_KEY: 'admin' })).toBe('search');
    expect(() => typesenseSearchKey({ TYPESENSE_API_KEY: 'admin' })).toThrow(
      /^TYPESENSE_SEARCH_KEY is not set: expected a search-only/,
    );
  });

  it('refuses the admin key copied into it', () => {
    expect(() => typesenseSearchKey({ TYPESENSE_SEARCH_KEY: 'same', TYPESENSE_API_KEY: 'same' })).toThrow(
      'TYPESENSE_SEARCH_KEY equals TYPESENSE_API_KEY: expected a search-only key',
    );
  });
});

describe('typesenseNode', () => {
  it('splits a URL into the client’s host, port, protocol and path', () => {
    expect(typesenseNode('https://search-1.example.net')).toEqual({
      host: 'search-1.example.net',
      port: 443,
      protocol: 'https',
      path: '',
    });
    expect(typesenseNode('http://127.0.0.1:8108/')).toEqual({
      host: '127.0.0.1',
      port: 8108,
      protocol: 'http',
      path: '',
    });
    expect(typesenseNode('https://proxy.example.net/typesense/')).toMatchObject({ port: 443, path: '/typesense' });
    expect(typesenseNode('http://search.local')).toMatchObject({ port: 80 });
  });

  it('says what it expected', () => {
    expect(() => typesenseNode('search.example.net')).toThrow(
      'Typesense node "search.example.net": expected a URL such as https://search-1.example.net',
    );
    expect(() => typesenseNode('ftp://search.example.net')).toThrow('expected an http or https URL, received ftp:');
    expect(() => typesenseNodes([])).toThrow('expected at least one node URL');
  });
});
