import * as v from 'valibot';
import data from './data/on-road-costs.json' with { type: 'json' };
import { type OnRoadCostsTable, OnRoadCostsTableSchema } from './schema/on-road-costs.ts';

// The table ships with the code, so a broken entry is a programming error: fail loudly.
// Its figures are written in by hand with their dates and sources; marketing checks and
// updates data/on-road-costs.json every year (see its notice).
const TABLE: OnRoadCostsTable = v.parse(OnRoadCostsTableSchema, data);

/** Stamp duty formulas, 12 months' registration and CTP per state and territory (issue 28). */
export function onRoadCostsTable(): OnRoadCostsTable {
  return TABLE;
}
