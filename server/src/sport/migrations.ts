import type { SqlMigration } from '../db/ddl';

/**
 * Sports data schema. Kickoffs are epoch seconds (UTC); `day` is the Asia/Shanghai calendar date the lists
 * are keyed by, stored so a day's list is one index range. Lineups, technical stats and box scores are not
 * stored: they are a pure function of the match script and `sim_t` (seconds played), see engine/.
 */
export const SPORT_MIGRATIONS: readonly SqlMigration[] = [
  {
    name: '007-sport-catalogue',
    legacyId: 'sport-001-catalogue',
    sql: `
CREATE TABLE sport_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE sport_regions (id INTEGER PRIMARY KEY, name TEXT NOT NULL, sort INTEGER NOT NULL);
CREATE TABLE sport_countries (id INTEGER PRIMARY KEY, region_id INTEGER NOT NULL, name TEXT NOT NULL,
  name_en TEXT NOT NULL);
CREATE TABLE sport_leagues (id INTEGER PRIMARY KEY, sport TEXT NOT NULL, country_id INTEGER NOT NULL,
  kind TEXT NOT NULL, name TEXT NOT NULL, short_name TEXT NOT NULL, name_en TEXT NOT NULL, color TEXT NOT NULL,
  hot INTEGER NOT NULL, sort INTEGER NOT NULL, zones TEXT NOT NULL DEFAULT '[]');
CREATE TABLE sport_seasons (id INTEGER PRIMARY KEY, league_id INTEGER NOT NULL, name TEXT NOT NULL,
  total_rounds INTEGER NOT NULL, current_round INTEGER NOT NULL);
CREATE TABLE sport_teams (id INTEGER PRIMARY KEY, sport TEXT NOT NULL, league_id INTEGER NOT NULL,
  name TEXT NOT NULL, short_name TEXT NOT NULL, name_en TEXT NOT NULL, color1 TEXT NOT NULL,
  color2 TEXT NOT NULL, city TEXT NOT NULL, venue TEXT NOT NULL, coach TEXT NOT NULL, founded INTEGER NOT NULL,
  strength REAL NOT NULL);
CREATE INDEX sport_teams_league ON sport_teams (league_id);
CREATE TABLE sport_players (id INTEGER PRIMARY KEY, team_id INTEGER NOT NULL, name TEXT NOT NULL,
  name_en TEXT NOT NULL, number INTEGER NOT NULL, position TEXT NOT NULL, nationality TEXT NOT NULL,
  age INTEGER NOT NULL, height INTEGER NOT NULL, weight INTEGER NOT NULL, foot TEXT NOT NULL,
  skill REAL NOT NULL, stats TEXT NOT NULL);
CREATE INDEX sport_players_team ON sport_players (team_id);
CREATE TABLE sport_matches (id INTEGER PRIMARY KEY, sport TEXT NOT NULL, league_id INTEGER NOT NULL,
  season_id INTEGER NOT NULL, round INTEGER NOT NULL, kickoff INTEGER NOT NULL, day TEXT NOT NULL,
  kickoff_tbd INTEGER NOT NULL DEFAULT 0, home_id INTEGER NOT NULL, away_id INTEGER NOT NULL,
  status TEXT NOT NULL, minute INTEGER, stoppage INTEGER, period INTEGER, clock INTEGER,
  home_score INTEGER, away_score INTEGER, home_ht INTEGER, away_ht INTEGER,
  home_yellow INTEGER NOT NULL DEFAULT 0, away_yellow INTEGER NOT NULL DEFAULT 0,
  home_red INTEGER NOT NULL DEFAULT 0, away_red INTEGER NOT NULL DEFAULT 0,
  home_corners INTEGER, away_corners INTEGER, periods TEXT NOT NULL DEFAULT '[]', sim_t INTEGER,
  sim_ev INTEGER NOT NULL DEFAULT 0,
  has_intel INTEGER NOT NULL DEFAULT 0, has_solutions INTEGER NOT NULL DEFAULT 0);
CREATE INDEX sport_matches_day ON sport_matches (sport, day, kickoff);
CREATE INDEX sport_matches_status ON sport_matches (status, kickoff);
CREATE INDEX sport_matches_round ON sport_matches (season_id, round);
CREATE INDEX sport_matches_home ON sport_matches (home_id, kickoff);
CREATE INDEX sport_matches_away ON sport_matches (away_id, kickoff);
CREATE TABLE sport_events (id INTEGER PRIMARY KEY, match_id INTEGER NOT NULL, period INTEGER NOT NULL,
  minute INTEGER NOT NULL, stoppage INTEGER NOT NULL DEFAULT 0, clock INTEGER, side TEXT, kind TEXT NOT NULL,
  player_id INTEGER, related_id INTEGER, home_score INTEGER NOT NULL, away_score INTEGER NOT NULL,
  points INTEGER NOT NULL DEFAULT 0, text TEXT NOT NULL);
CREATE INDEX sport_events_match ON sport_events (match_id, id);
CREATE INDEX sport_events_player ON sport_events (player_id, kind);
CREATE INDEX sport_events_related ON sport_events (related_id);
`,
  },
  {
    name: '008-sport-content',
    legacyId: 'sport-002-content',
    sql: `
CREATE TABLE sport_articles (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, sport TEXT NOT NULL,
  title TEXT NOT NULL, summary TEXT NOT NULL, author TEXT NOT NULL, published_at INTEGER NOT NULL,
  views INTEGER NOT NULL, tags TEXT NOT NULL, match_id INTEGER, league_id INTEGER, sections TEXT NOT NULL);
CREATE INDEX sport_articles_kind ON sport_articles (kind, published_at);
CREATE INDEX sport_articles_match ON sport_articles (match_id);
CREATE TABLE sport_experts (id INTEGER PRIMARY KEY, name TEXT NOT NULL, sport TEXT NOT NULL,
  title TEXT NOT NULL, bio TEXT NOT NULL, followers INTEGER NOT NULL, tags TEXT NOT NULL,
  red INTEGER NOT NULL, black INTEGER NOT NULL, streak INTEGER NOT NULL, best_streak INTEGER NOT NULL);
CREATE TABLE sport_solutions (id INTEGER PRIMARY KEY, expert_id INTEGER NOT NULL, match_id INTEGER NOT NULL,
  title TEXT NOT NULL, price INTEGER NOT NULL, summary TEXT NOT NULL, analysis TEXT NOT NULL,
  pick TEXT NOT NULL, pick_side TEXT NOT NULL, result TEXT NOT NULL, published_at INTEGER NOT NULL);
CREATE INDEX sport_solutions_expert ON sport_solutions (expert_id, published_at);
CREATE INDEX sport_solutions_match ON sport_solutions (match_id);
CREATE TABLE sport_purchases (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, solution_id INTEGER NOT NULL,
  price INTEGER NOT NULL, created_at INTEGER NOT NULL, UNIQUE (user_id, solution_id));
`,
  },
  {
    // Who follows which expert. Experts are not users, so the friends list cannot hold them; like purchases,
    // follows survive a reseed (the seed never deletes this table).
    name: '009-sport-follows',
    legacyId: 'sport-003-follows',
    sql: `
CREATE TABLE sport_follows (user_id INTEGER NOT NULL, expert_id INTEGER NOT NULL, created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, expert_id));
CREATE INDEX sport_follows_expert ON sport_follows (expert_id);
`,
  },
  {
    // Competition structure: a match's stage (regular season, league phase, knock-out rounds), its leg and
    // tie (the first leg's id) in two-legged rounds, and its group (亚冠精英 region); a team's group (NBA
    // conference); a season's knock-out calendar (JSON stage list, see repo/knockout.ts).
    name: '010-sport-stages',
    legacyId: 'sport-004-stages',
    sql: `
ALTER TABLE sport_matches ADD COLUMN stage TEXT NOT NULL DEFAULT 'regular';
ALTER TABLE sport_matches ADD COLUMN leg INTEGER;
ALTER TABLE sport_matches ADD COLUMN tie_id INTEGER;
ALTER TABLE sport_matches ADD COLUMN grp TEXT;
ALTER TABLE sport_teams ADD COLUMN grp TEXT;
ALTER TABLE sport_seasons ADD COLUMN stages TEXT NOT NULL DEFAULT '[]';
`,
  },
  {
    // Past seasons (sport/history): a league has one current season and any number of past ones, each with
    // its code (2024-25, the `season` query parameter) and, when its data stops before the end, the last
    // day with a result.
    name: '015-sport-season-history',
    sql: `
ALTER TABLE sport_seasons ADD COLUMN code TEXT NOT NULL DEFAULT '';
ALTER TABLE sport_seasons ADD COLUMN current INTEGER NOT NULL DEFAULT 1;
ALTER TABLE sport_seasons ADD COLUMN through TEXT;
CREATE INDEX sport_seasons_league ON sport_seasons (league_id, current);
`,
  },
  {
    // Leagues played on game nights rather than rounds (the NBA): the Beijing date of game day 1, so round n
    // is a date (n − 1 days later). Null for leagues with numbered rounds.
    name: '016-sport-season-game-days',
    sql: `
ALTER TABLE sport_seasons ADD COLUMN first_day TEXT;
`,
  },
  {
    // Real people's facts (issue 46): a real player's birth date, height and foot come from the people tables
    // and stay NULL where the table leaves them empty, so age, height, weight and foot lose NOT NULL; `real`
    // marks a people-table player. SQLite cannot drop NOT NULL, so its table is rebuilt (rows kept).
    name: '029-sport-player-facts',
    sql: `
CREATE TABLE sport_players_new (id INTEGER PRIMARY KEY, team_id INTEGER NOT NULL, name TEXT NOT NULL,
  name_en TEXT NOT NULL, number INTEGER NOT NULL, position TEXT NOT NULL, nationality TEXT NOT NULL,
  age INTEGER, birth_date TEXT, height INTEGER, weight INTEGER, foot TEXT, is_real INTEGER NOT NULL DEFAULT 0,
  skill REAL NOT NULL, stats TEXT NOT NULL);
INSERT INTO sport_players_new (id, team_id, name, name_en, number, position, nationality, age, height, weight,
  foot, skill, stats)
  SELECT id, team_id, name, name_en, number, position, nationality, age, height, weight, foot, skill, stats
  FROM sport_players;
DROP TABLE sport_players;
ALTER TABLE sport_players_new RENAME TO sport_players;
CREATE INDEX sport_players_team ON sport_players (team_id);
`,
    postgres: `
ALTER TABLE sport_players ALTER COLUMN age DROP NOT NULL;
ALTER TABLE sport_players ALTER COLUMN height DROP NOT NULL;
ALTER TABLE sport_players ALTER COLUMN weight DROP NOT NULL;
ALTER TABLE sport_players ALTER COLUMN foot DROP NOT NULL;
ALTER TABLE sport_players ADD COLUMN birth_date TEXT;
ALTER TABLE sport_players ADD COLUMN is_real BIGINT NOT NULL DEFAULT 0;
`,
  },
  {
    // What else fans call a real player (C罗, 字母哥, 詹皇), `/`-separated from the people tables: the
    // search index matches them and the player page shows them. '' for a generated player.
    name: '030-sport-player-aliases',
    sql: `
ALTER TABLE sport_players ADD COLUMN aliases TEXT NOT NULL DEFAULT '';
`,
  },
  {
    // Each player's line in each finished match (engine/match-lines.ts), written when the seed or the simulator
    // finishes the match, so a season line, the squad table and the leaders are sums of what the match pages
    // show. Football: started, minutes, goals, assists, yellow, red; basketball: started, minutes, points,
    // rebounds, assists, steals, blocks, threes (3PM). season_id and team_id are the match's.
    name: '031-sport-player-lines',
    sql: `
CREATE TABLE sport_player_lines (id INTEGER PRIMARY KEY, match_id INTEGER NOT NULL, season_id INTEGER NOT NULL,
  team_id INTEGER NOT NULL, player_id INTEGER NOT NULL, started INTEGER NOT NULL, minutes INTEGER NOT NULL,
  goals INTEGER NOT NULL DEFAULT 0, assists INTEGER NOT NULL DEFAULT 0, yellow INTEGER NOT NULL DEFAULT 0,
  red INTEGER NOT NULL DEFAULT 0, points INTEGER NOT NULL DEFAULT 0, rebounds INTEGER NOT NULL DEFAULT 0,
  steals INTEGER NOT NULL DEFAULT 0, blocks INTEGER NOT NULL DEFAULT 0, threes INTEGER NOT NULL DEFAULT 0);
CREATE INDEX sport_player_lines_match ON sport_player_lines (match_id);
CREATE INDEX sport_player_lines_season ON sport_player_lines (season_id, player_id);
CREATE INDEX sport_player_lines_player ON sport_player_lines (player_id, season_id);
`,
  },
  {
    // A real result a match is held to (engine/held.ts: JSON {ft, ht}), for the real 2026/27 fixtures whose
    // result the shipped data has; null for a freely simulated match. The script store rebuilds the same
    // script from it.
    name: '032-sport-match-held',
    sql: `
ALTER TABLE sport_matches ADD COLUMN held TEXT;
`,
  },
  {
    // A finished match's record (facts/match-records.ts): statistics, line-ups, shots, momentum, box score, as
    // its page shows them, written by the provider of the present when the match ends; with sport_events and
    // sport_player_lines the read path shows a finished match from stored facts only.
    name: '033-sport-match-records',
    sql: `
CREATE TABLE sport_match_records (match_id INTEGER PRIMARY KEY, sport TEXT NOT NULL, record BLOB NOT NULL);
`,
  },
  {
    // Who is out (issue 45): injuries of the simulated present (absences/injuries.ts), one row per injury with
    // its reason (腿筋拉伤, 膝伤 …), the instant it happened and the expected return; `kind` is 'injury' (a
    // suspension is computed from the stored cards, absences/card-rules.ts, and may be stored by a feed as
    // 'suspension'); `source` names who says so ('simulated' for the simulator, a feed's name otherwise).
    name: '034-sport-absences',
    sql: `
CREATE TABLE sport_absences (id INTEGER PRIMARY KEY, player_id INTEGER NOT NULL, team_id INTEGER NOT NULL,
  kind TEXT NOT NULL, reason TEXT NOT NULL, from_ts INTEGER NOT NULL, until_ts INTEGER, source TEXT NOT NULL);
CREATE INDEX sport_absences_team ON sport_absences (team_id, from_ts);
CREATE INDEX sport_absences_player ON sport_absences (player_id, from_ts);
`,
  },
  {
    // The rest of a match line (engine/match-lines.ts, the field list in line-figures.ts), so the deeper boards,
    // a team's season 数据 and the player comparison are sums of stored lines, never a replay of the scripts:
    // football rating (null under 10 minutes), xg (his shots' xG, unrounded), shots, shots on target and a
    // goalkeeper's clean sheet (0/1); basketball 3PA, FGM and FGA. Lines written before are re-seeded (the
    // seed's data version).
    name: '035-sport-player-line-figures',
    sql: `
ALTER TABLE sport_player_lines ADD COLUMN rating REAL;
ALTER TABLE sport_player_lines ADD COLUMN xg REAL NOT NULL DEFAULT 0;
ALTER TABLE sport_player_lines ADD COLUMN shots INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sport_player_lines ADD COLUMN shots_on_target INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sport_player_lines ADD COLUMN clean_sheets INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sport_player_lines ADD COLUMN threes_attempted INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sport_player_lines ADD COLUMN field_goals INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sport_player_lines ADD COLUMN field_goals_attempted INTEGER NOT NULL DEFAULT 0;
`,
  },
  {
    // A past season whose real results stop early and whose rest is simulated, held to its real outcome
    // (sport/history/complete-season.ts): the last day of real results, shown as 「3月9日后为模拟」. Null when every
    // result is real.
    name: '036-sport-season-simulated-after',
    sql: `
ALTER TABLE sport_seasons ADD COLUMN simulated_after TEXT;
`,
  },
  {
    // Which past results are simulated (1) rather than real (0): the match page says so. A fixture the data
    // left open can be dated before the season's last real day (a postponed match), so the date cannot tell.
    name: '037-sport-match-simulated',
    sql: `
ALTER TABLE sport_matches ADD COLUMN simulated INTEGER NOT NULL DEFAULT 0;
`,
  },
  {
    // A basketball player's technical fouls in a match: the NBA suspends at the 16th of a regular season
    // (absences/card-rules.ts), counted from the stored lines like football's cards.
    name: '038-sport-line-technicals',
    sql: `
ALTER TABLE sport_player_lines ADD COLUMN technicals INTEGER NOT NULL DEFAULT 0;
`,
  },
  {
    // The product's own forecast of a match (issue 50, sport/model/): made before kick-off with the time it was
    // made and the fit it read (every real result known by `cutoff`), then never changed. A forecast of a
    // match that is postponed, called off or moved is kept and voided (`voided_at`, `void_reason`), and a new
    // one is made for the new date; at most one open (not voided) forecast per match. `forecast` is the JSON of
    // model/forecast.ts. Cleared with the seeded world (match ids are the seed's).
    name: '039-sport-forecasts',
    sql: `
CREATE TABLE sport_forecasts (id INTEGER PRIMARY KEY, match_id INTEGER NOT NULL, sport TEXT NOT NULL,
  made_at INTEGER NOT NULL, kickoff INTEGER NOT NULL, cutoff INTEGER NOT NULL, fitted INTEGER NOT NULL,
  forecast TEXT NOT NULL, voided_at INTEGER, void_reason TEXT);
CREATE INDEX sport_forecasts_match ON sport_forecasts (match_id, id);
CREATE UNIQUE INDEX sport_forecasts_open ON sport_forecasts (match_id) WHERE voided_at IS NULL;
`,
  },
];
