import { formatDollarsAndCents } from '../../domain/format.ts';
import { formatCalendarDate } from '../../domain/hours/calendar-date.ts';
import type { DriveAwayAnswer, DriveAwayPartAnswer } from '../../domain/purchase/journey.ts';

/** One cost of the estimate, its note (how it was worked out, what it includes) under its name. */
function PartRow({ part }: { part: DriveAwayPartAnswer }) {
  return (
    <tr>
      <th scope="row">
        {part.label}
        {part.note && <span className="purchase__note">{part.note}</span>}
      </th>
      <td>{formatDollarsAndCents(part.amount)}</td>
    </tr>
  );
}

/** Step 1's estimate: each part with its note, the total, and the day its figures were checked. */
export function DriveAwayEstimate({ estimate }: { estimate: DriveAwayAnswer }) {
  return (
    <div className="purchase__estimate">
      <table>
        <caption>
          Drive-away price in {estimate.state} <span className="purchase__tag">Estimate</span>
        </caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">Cost</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {estimate.parts.map((part) => (
            <PartRow key={part.key} part={part} />
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Estimated drive-away price</th>
            <td>{formatDollarsAndCents(estimate.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="purchase__note">
        An estimate: government charges as checked on {formatCalendarDate(estimate.as_of)}. The dealer confirms the
        final price.
      </p>
    </div>
  );
}
