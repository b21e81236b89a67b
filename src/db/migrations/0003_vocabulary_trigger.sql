-- Keeps search_vocabulary in step with listing titles, whoever writes the row (API,
-- demo seed, bulk loads). Words come from the same parser as the search index.
CREATE OR REPLACE FUNCTION cityboard_count_title_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.title IS NOT DISTINCT FROM OLD.title THEN
    RETURN NEW;
  END IF;
  INSERT INTO search_vocabulary AS v (word, frequency)
    SELECT w, 1
    FROM unnest(tsvector_to_array(to_tsvector('simple', cityboard_unaccent(NEW.title)))) AS w
    WHERE char_length(w) BETWEEN 2 AND 100
  ON CONFLICT (word) DO UPDATE SET frequency = v.frequency + 1;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_count_title_words
  AFTER INSERT OR UPDATE OF title ON listings
  FOR EACH ROW EXECUTE FUNCTION cityboard_count_title_words();--> statement-breakpoint
-- Titles already stored before this migration.
INSERT INTO search_vocabulary AS v (word, frequency)
  SELECT w, count(*)
  FROM listings, unnest(tsvector_to_array(to_tsvector('simple', cityboard_unaccent(title)))) AS w
  WHERE char_length(w) BETWEEN 2 AND 100
  GROUP BY w
ON CONFLICT (word) DO UPDATE SET frequency = v.frequency + excluded.frequency;
