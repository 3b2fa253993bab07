-- The 2025 holidays seeded by 0035 were checked against the Federal Government's declarations:
-- Eid al-Fitr on 31 March and 1 April, Eid al-Adha on 6 and 9 June, Id el Maulud on 5 September.
-- One declared day was missing: Tuesday 15 July 2025, the public holiday in honour of former
-- President Muhammadu Buhari on the day of his burial. A business day that was not one would have
-- counted towards T+1; it is added as the CLI would add it (docs/SETTLEMENT.md "Holidays").
INSERT INTO public_holidays (day, name) VALUES
  ('2025-07-15', 'Public holiday in honour of former President Buhari')
ON CONFLICT DO NOTHING;
