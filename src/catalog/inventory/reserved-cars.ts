import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import type { Car } from '../schema/car.ts';

/**
 * Where `npm run build` leaves the cars reservations through the site hold, for the Astro
 * build it starts (scripts/lib/build-tenant.ts writes it, from the lead API's answer): a JSON
 * file, since a list in the environment has a size limit. Unset: the feed alone says which
 * cars are reserved (a build run by hand, or one whose lookup did not answer).
 */
export const RESERVED_CARS_FILE_VARIABLE = 'BUILD_RESERVED_CARS_FILE';

const ReservedCarsFile = v.object({
  /** The tenant the list is for: a file for another one is a mix-up, not data. */
  tenant: v.string(),
  reserved: v.array(v.string()),
});

/** The file's text: what the build script writes for the Astro build of `tenant`. */
export function reservedCarsFileText(tenant: string, reserved: readonly string[]): string {
  return `${JSON.stringify({ tenant, reserved: [...reserved] } satisfies v.InferOutput<typeof ReservedCarsFile>)}\n`;
}

/**
 * The stock a build renders with the cars reservations through the site hold marked reserved
 * (spec §4: such a car shows 'Reserved' and offers no Reserve) and marked as reserved by our
 * checkout (the reservation may end before the next build: the live status then frees the
 * car); a car the feed marks reserved stays reserved, and a listed slug the stock does not
 * have is ignored. The feed cannot claim the mark: only this merge sets it.
 */
export function withReservedCars(cars: readonly Car[], reserved: ReadonlySet<string>): Car[] {
  return cars.map((car) => {
    const { reserved_by_checkout: _claimed, ...fromFeed } = car;
    if (!fromFeed.reserved && reserved.has(car.slug))
      return { ...fromFeed, reserved: true, reserved_by_checkout: true };
    return _claimed === undefined ? car : fromFeed;
  });
}

/**
 * The cars the build was told reservations hold for `tenant` (RESERVED_CARS_FILE_VARIABLE);
 * none without the variable. A file that cannot be read, or is for another tenant, stops the
 * build: it would otherwise show every car free.
 */
export function reservedCarsForBuild(tenant: string, env: NodeJS.ProcessEnv = process.env): ReadonlySet<string> {
  const file = env[RESERVED_CARS_FILE_VARIABLE];
  if (!file) return new Set();
  let parsed;
  try {
    parsed = v.safeParse(ReservedCarsFile, JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(`${RESERVED_CARS_FILE_VARIABLE}: ${file} cannot be read: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (!parsed.success) throw new Error(`${RESERVED_CARS_FILE_VARIABLE}: ${file} is not a list of reserved cars`);
  if (parsed.output.tenant !== tenant)
    throw new Error(`${RESERVED_CARS_FILE_VARIABLE}: ${file} lists the cars of ${parsed.output.tenant}, not ${tenant}`);
  return new Set(parsed.output.reserved);
}
