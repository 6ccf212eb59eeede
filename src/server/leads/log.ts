/**
 * What the lead API writes to its log: ids, the tenant, the kind, the status and the names
 * (never the values) of fields. The type has no place for a name, e-mail, phone number,
 * postcode, message or address, so personal data cannot reach the log by accident
 * (DESIGN.md, lead API).
 */
export interface LeadLogEntry {
  event:
    | 'lead.stored'
    | 'lead.replayed'
    | 'lead.invalid'
    | 'lead.refused'
    | 'lead.rate-limited'
    | 'lead.key-mismatch'
    | 'lead.in-flight'
    | 'lead.failed';
  status: number;
  tenant?: string;
  kind?: string;
  lead_id?: string;
  spam?: boolean;
  /** Names of the fields that failed validation. */
  fields?: string[];
  /** Which limit: per address or per phone number. */
  scope?: 'ip' | 'phone';
  /** Why a request was refused before its body was read (e.g. 'origin', 'content-type'). */
  reason?: string;
  /** An error's class name and SQLSTATE, never its message (which may quote the data). */
  error?: string;
}

export interface LeadLogger {
  log(entry: LeadLogEntry): void;
}

/** One JSON line per entry on standard output. */
export const consoleLeadLogger: LeadLogger = {
  log(entry) {
    console.log(JSON.stringify({ at: new Date().toISOString(), ...entry }));
  },
};
