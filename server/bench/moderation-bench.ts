import { moderate, shippedMatcher } from '../src/community/moderation';

/**
 * Moderation throughput on one core: messages per second for 40-character chat messages with the shipped
 * list (clean ones, and ones that trip a word, a homophone or a phone number). A 500-fan room at its
 * loudest (a goal) sends a few hundred messages a second. Runnable alone:
 * node --import tsx server/bench/moderation-bench.ts
 */
const MESSAGES = [
  '梅西这脚任意球太漂亮了，门将完全没有反应过来，今晚这场稳了兄弟们冲啊！！',
  '裁判今天的判罚真的看不懂，这个点球给得太离谱了吧，VAR 呢，回放看了吗？',
  '这后卫就是个煞笔，盯人都盯不住，主教练赶紧换人吧，不然今晚肯定要输了啊',
  '有想一起看球的吗 加我 138 0013 8000 带你赚钱，稳赚不赔的那种哦，快来',
  '外围投篮今天手感火热，三分必中，下半场继续保持这个节奏就能赢下这场球了',
];
const ROUNDS = Number(process.env.BENCH_MODERATION_ROUNDS ?? 20_000);

function main(): void {
  const built = performance.now();
  shippedMatcher();
  const buildMs = performance.now() - built;
  for (const text of MESSAGES) moderate(text); // warm the pinyin memo and the JIT
  const started = performance.now();
  for (let i = 0; i < ROUNDS; i += 1) moderate(MESSAGES[i % MESSAGES.length] ?? '');
  const seconds = (performance.now() - started) / 1000;
  const lengths = MESSAGES.map((m) => Array.from(m).length).join('/');
  process.stdout.write(
    `moderation: list compiled in ${buildMs.toFixed(1)} ms; ${ROUNDS} messages of ${lengths} characters: ` +
      `${Math.round(ROUNDS / seconds)} messages/s (${((seconds / ROUNDS) * 1e6).toFixed(1)} µs each)\n`,
  );
}

main();
