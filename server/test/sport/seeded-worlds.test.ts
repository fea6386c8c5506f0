import fs from 'node:fs';
import { seededWorldAt, seededWorldFile, SPRING_ANCHOR } from './helpers';

/**
 * The spring world (invariants/knockout-spring.test.ts) is generated once per code version into a file that
 * both jest lanes find (npm test writes it before jest, server/test/build-template.ts); each suite opens a
 * private copy in memory, so what one suite changes never reaches the file or another suite.
 */
describe('seeded worlds shared between suites', () => {
  it('generates the world once: a second ask finds the same file, unchanged', () => {
    const file = seededWorldFile(SPRING_ANCHOR);
    const { mtimeMs, size } = fs.statSync(file);
    expect(seededWorldFile(SPRING_ANCHOR)).toBe(file);
    expect(fs.statSync(file)).toMatchObject({ mtimeMs, size });
  }, 300000);

  it('opens a private copy: a change in one copy is in neither the file nor another copy', () => {
    const file = seededWorldFile(SPRING_ANCHOR);
    const before = fs.readFileSync(file);
    const a = seededWorldAt(SPRING_ANCHOR);
    const b = seededWorldAt(SPRING_ANCHOR);
    try {
      const count = (db: typeof a) =>
        (db.prepare('SELECT count(*) n FROM sport_matches').get() as { n: number }).n;
      const matches = count(a);
      expect(matches).toBeGreaterThan(1000);
      const anchor = a.prepare("SELECT value FROM sport_meta WHERE key = 'anchor'").get() as {
        value: string;
      };
      expect(Number(anchor.value)).toBe(SPRING_ANCHOR);
      a.exec('DELETE FROM sport_matches');
      expect(count(a)).toBe(0);
      expect(count(b)).toBe(matches);
      expect(fs.readFileSync(file).equals(before)).toBe(true);
    } finally {
      a.close();
      b.close();
    }
  }, 300000);
});
