// Server and tooling suites (node project) run on the pinned clock when JC_CLOCK_START is set (npm test sets
// it): the seed and the simulator place the same world around the same instant at any hour.
import { pinClock } from '../server/src/pinned-clock';

pinClock();
