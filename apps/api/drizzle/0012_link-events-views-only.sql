-- The funnel counts checkouts started, failures and payments from the transactions themselves;
-- only page views remain events.
DELETE FROM "link_events" WHERE "kind" <> 'view';
