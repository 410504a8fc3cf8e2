-- Trigram operator classes for the back-office title searches (decision 0033). pg_trgm is a
-- trusted extension: the database's owner may create it without being a superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
