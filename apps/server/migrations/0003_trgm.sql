-- Search (§7) matches goods by trigrams: the GIN index of 0004 needs this extension first.
-- PostgreSQL ships it in contrib (Debian's postgresql package); PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
