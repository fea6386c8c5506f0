import { storage } from '../../storage';
import { readLocalFollows, withFollow, writeLocalFollows } from '../local-follows';

describe('local follows', () => {
  beforeEach(() => {
    storage.remove('follows');
    storage.remove('scoresFavourites');
  });

  it('takes over the scores list’s starred matches and leagues once, without duplicates', () => {
    writeLocalFollows({ teams: [3], leagues: [9], matches: [11] });
    storage.set('scoresFavourites', JSON.stringify({ matches: [11, 12], leagues: [9, 10] }));
    expect(readLocalFollows()).toEqual({ teams: [3], leagues: [9, 10], matches: [11, 12] });
    expect(storage.get('scoresFavourites')).toBeNull();
    expect(readLocalFollows()).toEqual({ teams: [3], leagues: [9, 10], matches: [11, 12] });
  });

  it('switches one follow on and off and ignores junk', () => {
    storage.set('follows', JSON.stringify({ teams: [1, 'x', -2, 1], matches: 'no' }));
    const set = readLocalFollows();
    expect(set).toEqual({ teams: [1], leagues: [], matches: [] });
    expect(withFollow(set, 'match', 5, true).matches).toEqual([5]);
    expect(withFollow(set, 'team', 1, false).teams).toEqual([]);
  });
});
