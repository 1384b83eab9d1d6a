-- Trigram matching for names and registration numbers (GIN indexes in later migrations).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
