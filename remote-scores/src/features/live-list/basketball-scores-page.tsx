import { ScoresPage } from './scores-page';

/** /basket — 篮球比分. */
export default function BasketballScoresPage() {
  return <ScoresPage sport="basketball" title="篮球比分" />;
}
