-- The kinds of lead, one row each, in place of the list the first migration wrote into a
-- CHECK on leads.kind. The migration step adds every kind the code defines
-- (src/domain/forms/lead-kinds.ts) each time it runs, so a new kind needs no SQL; a kind is
-- never removed, so stored leads of a kind the code no longer defines stay valid.
CREATE TABLE lead_kinds (
  kind text PRIMARY KEY CHECK (kind ~ '^[a-z]+(-[a-z]+)*$')
);

INSERT INTO lead_kinds (kind) SELECT DISTINCT kind FROM leads;

ALTER TABLE leads DROP CONSTRAINT leads_kind_check;
ALTER TABLE leads ADD CONSTRAINT leads_kind_fkey FOREIGN KEY (kind) REFERENCES lead_kinds (kind);
