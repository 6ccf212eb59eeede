import { readFile } from 'node:fs/promises';
import { carRows, type InventorySource } from './source.ts';

/** A JSON feed: an array of cars in the spec §3 Car shape. */
export function fileSource(path: string): InventorySource {
  return {
    name: path,
    async rows() {
      let parsed: unknown;
      try {
        parsed = JSON.parse(await readFile(path, 'utf8'));
      } catch (error) {
        throw new Error(
          `${path}: cannot read the inventory feed: ${error instanceof Error ? error.message : String(error)}`,
          {
            cause: error,
          },
        );
      }
      return carRows(path, parsed);
    },
  };
}
