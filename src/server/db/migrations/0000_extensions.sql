-- Trigram matching for suggestions and contains-filters; available on PostgreSQL 15 and PGlite (contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
