import { ScoresPage } from './scores-page';

/** /match — 足球比分. */
export default function FootballScoresPage() {
  return <ScoresPage sport="football" title="足球比分" />;
}
