import type { Generated } from 'kysely';

/**
 * The sports tables (sport/migrations.ts). Kickoffs are epoch seconds; `day` is the Asia/Shanghai date;
 * JSON columns (periods, zones, stats, tags, sections, stages) are text.
 */
export interface SportTables {
  sport_meta: { key: string; value: string };
  sport_regions: { id: number; name: string; sort: number };
  sport_countries: { id: number; region_id: number; name: string; name_en: string };
  sport_leagues: {
    id: number;
    sport: string;
    country_id: number;
    kind: string;
    name: string;
    short_name: string;
    name_en: string;
    color: string;
    hot: number;
    sort: number;
    zones: Generated<string>;
  };
  sport_seasons: {
    id: number;
    league_id: number;
    name: string;
    total_rounds: number;
    current_round: number;
    stages: Generated<string>;
    /** Season code, e.g. 2024-25 ('' for the seeded current season before it is set). */
    code: Generated<string>;
    /** 1 for the league's current (seeded, simulated) season, 0 for a past one (sport/history). */
    current: Generated<number>;
    /** Last day with a result when a past season's data stops before its end; null when complete. */
    through: string | null;
    /** Last day of real results when the rest of a past season is simulated (sport/history); null otherwise. */
    simulated_after: Generated<string | null>;
    /** Game-night leagues (the NBA): the Beijing date of round 1 (rounds are dates); null otherwise. */
    first_day: Generated<string | null>;
  };
  sport_teams: {
    id: number;
    sport: string;
    league_id: number;
    name: string;
    short_name: string;
    name_en: string;
    color1: string;
    color2: string;
    city: string;
    venue: string;
    coach: string;
    founded: number;
    strength: number;
    grp: string | null;
  };
  sport_players: {
    id: number;
    team_id: number;
    name: string;
    name_en: string;
    number: number;
    position: string;
    nationality: string;
    /** Null for a real player whose birth year is unknown. */
    age: number | null;
    /** `YYYY-MM-DD` or `YYYY` (a real player known only by year); null when unknown. */
    birth_date: string | null;
    /** A real player's are the people table's, null where it leaves them empty; weight is null for him. */
    height: number | null;
    weight: number | null;
    foot: string | null;
    /** 1 for a player of the people tables (server/data/people). */
    is_real: Generated<number>;
    skill: number;
    stats: string;
    /** What else fans call the player (C罗, 字母哥), `/`-separated; '' for none. */
    aliases: Generated<string>;
  };
  sport_matches: {
    id: number;
    sport: string;
    league_id: number;
    season_id: number;
    round: number;
    kickoff: number;
    day: string;
    kickoff_tbd: Generated<number>;
    home_id: number;
    away_id: number;
    status: string;
    minute: number | null;
    stoppage: number | null;
    period: number | null;
    clock: number | null;
    home_score: number | null;
    away_score: number | null;
    home_ht: number | null;
    away_ht: number | null;
    home_yellow: Generated<number>;
    away_yellow: Generated<number>;
    home_red: Generated<number>;
    away_red: Generated<number>;
    home_corners: number | null;
    away_corners: number | null;
    periods: Generated<string>;
    sim_t: number | null;
    sim_ev: Generated<number>;
    has_intel: Generated<number>;
    has_solutions: Generated<number>;
    stage: Generated<string>;
    leg: number | null;
    tie_id: number | null;
    grp: string | null;
    /** The real result the match is held to (engine/held.ts, JSON); null for a freely simulated match. */
    held: string | null;
    /** 1 for a past result simulated to complete a season the data stops early in (migration 037). */
    simulated: Generated<number>;
  };
  sport_events: {
    id: Generated<number>;
    match_id: number;
    period: number;
    minute: number;
    stoppage: Generated<number>;
    clock: number | null;
    side: string | null;
    kind: string;
    player_id: number | null;
    related_id: number | null;
    home_score: number;
    away_score: number;
    points: Generated<number>;
    text: string;
  };
  sport_match_records: {
    match_id: number;
    sport: string;
    /** Brotli-compressed JSON (facts/match-records.ts). */
    record: Buffer;
  };
  sport_player_lines: {
    id: Generated<number>;
    match_id: number;
    season_id: number;
    team_id: number;
    player_id: number;
    started: number;
    minutes: number;
    goals: Generated<number>;
    assists: Generated<number>;
    yellow: Generated<number>;
    red: Generated<number>;
    points: Generated<number>;
    rebounds: Generated<number>;
    steals: Generated<number>;
    blocks: Generated<number>;
    threes: Generated<number>;
    rating: number | null;
    xg: Generated<number>;
    shots: Generated<number>;
    shots_on_target: Generated<number>;
    clean_sheets: Generated<number>;
    threes_attempted: Generated<number>;
    field_goals: Generated<number>;
    field_goals_attempted: Generated<number>;
    technicals: Generated<number>;
  };
  sport_absences: {
    id: Generated<number>;
    player_id: number;
    team_id: number;
    /** 'injury' (or 'suspension' from a feed). */
    kind: string;
    reason: string;
    from_ts: number;
    /** Expected return; null when unknown. */
    until_ts: number | null;
    /** 'simulated', or the feed's name. */
    source: string;
  };
  /** The product's forecasts (migration 039, sport/model/store.ts). */
  sport_forecasts: {
    id: Generated<number>;
    match_id: number;
    sport: string;
    /** Epoch s: when it was made (always before `kickoff`). */
    made_at: number;
    /** The kick-off it was made for. */
    kickoff: number;
    /** The fit read the real results known by this instant (epoch s), `fitted` of them. */
    cutoff: number;
    fitted: number;
    /** JSON of model/forecast.ts Forecast. */
    forecast: string;
    voided_at: number | null;
    /** 'postponed', 'cancelled', 'abandoned', 'tbd' or 'moved'. */
    void_reason: string | null;
  };
  sport_articles: {
    id: Generated<number>;
    kind: string;
    sport: string;
    title: string;
    summary: string;
    author: string;
    published_at: number;
    views: number;
    tags: string;
    match_id: number | null;
    league_id: number | null;
    sections: string;
  };
  sport_experts: {
    id: number;
    name: string;
    sport: string;
    title: string;
    bio: string;
    followers: number;
    tags: string;
    red: number;
    black: number;
    streak: number;
    best_streak: number;
  };
  sport_solutions: {
    id: Generated<number>;
    expert_id: number;
    match_id: number;
    title: string;
    price: number;
    summary: string;
    analysis: string;
    pick: string;
    pick_side: string;
    result: string;
    published_at: number;
  };
  sport_purchases: {
    id: Generated<number>;
    user_id: number;
    solution_id: number;
    price: number;
    created_at: number;
  };
  sport_follows: { user_id: number; expert_id: number; created_at: number };
  user_follows: { user_id: number; kind: string; target_id: number; created_at: number };
}
