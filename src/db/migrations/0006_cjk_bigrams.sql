-- Japanese, Chinese, Korean and Thai are written without spaces, so the word parser
-- sees a whole phrase as one "word" and "ソファ" never finds "東京のソファ". Indexing
-- overlapping character pairs (bigrams) of such runs lets any part of them be found.
-- The character ranges are kept in step with src/domain/search/cjk-bigrams.ts.
CREATE OR REPLACE FUNCTION cityboard_cjk_bigrams(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(string_agg(substr(m.run[1], i, 2), ' ' ORDER BY m.n, i), '')
    FROM regexp_matches($1, '[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]+', 'g') WITH ORDINALITY AS m(run, n),
         generate_series(1, greatest(char_length(m.run[1]) - 1, 1)) AS i
  $$;
