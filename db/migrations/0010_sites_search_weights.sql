-- The search trigger now also writes a weighted full-text vector (name A, aliases B, region and
-- country names C, so name matches rank first) and records every word in dive_site_word, where
-- typo tolerance finds the words nearest to a mistyped one.
CREATE OR REPLACE FUNCTION dive_site_search_fields() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  country text;
BEGIN
  SELECT name_en || ' ' || name_es INTO country FROM country_name WHERE code = upper(NEW.country_code);
  NEW.search_text := lower(unaccent(concat_ws(' ', NEW.name, array_to_string(NEW.aliases, ' '), NEW.region, country)));
  NEW.name_key := lower(unaccent(NEW.name));
  NEW.region_key := lower(unaccent(coalesce(NEW.region, '')));
  NEW.search_vector :=
    setweight(to_tsvector('simple', NEW.name_key), 'A') ||
    setweight(to_tsvector('simple', lower(unaccent(array_to_string(NEW.aliases, ' ')))), 'B') ||
    setweight(to_tsvector('simple', lower(unaccent(concat_ws(' ', NEW.region, country)))), 'C');
  INSERT INTO dive_site_word (word)
    SELECT DISTINCT part FROM regexp_split_to_table(NEW.search_text, '[^[:alnum:]]+') AS part
    WHERE length(part) >= 3 AND part !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
--> statement-breakpoint
UPDATE dive_site SET name = name;
