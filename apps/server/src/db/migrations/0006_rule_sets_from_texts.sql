-- SQLite version 25 of the previous release: rule sets read from their texts (funding items per clause,
-- held qualifications, 高企 by 国科发火〔2016〕195号, the 专精特新 standard item by item). The seed writes the stored
-- rule sets and the 2022 专精特新 scheme again at the next start.

-- Up Migration
DELETE FROM seed_runs WHERE module IN ('rule-sets', 'evaluation-schemes');
