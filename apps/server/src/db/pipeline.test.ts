/**
 * Tx.pipeline (issue 18): the pure part (literals, the grouping of what one tick issues) with
 * fake senders, then the same statements through both engines' transactions, where a group
 * must read and write exactly what its statements would one by one.
 */
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import {
  createPipelining,
  executeByName,
  inlineParameters,
  joinStatements,
  sqlLiteral,
} from './pipeline.js';
import { placeholderCount, prepared, registeredStatement } from './prepared-statements.js';

const preparedName = (text: string) => registeredStatement(text)?.name;
import type { QueryResult, Row } from './database.js';

describe('literals', () => {
  test('each kind of value becomes a quoted literal of unknown type, or NULL', () => {
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(undefined)).toBe('NULL');
    expect(sqlLiteral("it's")).toBe("'it''s'");
    expect(sqlLiteral('a\\b')).toBe(" E'a\\\\b'");
    expect(sqlLiteral(12345678901234567890n)).toBe("'12345678901234567890'");
    expect(sqlLiteral(7)).toBe("'7'");
    expect(sqlLiteral(true)).toBe("'true'");
    expect(sqlLiteral(new Date('2026-11-26T09:00:00.123Z'))).toBe("'2026-11-26T09:00:00.123Z'");
    expect(sqlLiteral(['a', null, "o'k", 5n])).toBe(`'{"a",NULL,"o''k","5"}'`);
    // The array's own escapes are backslashes, so the literal takes the E'' form.
    expect(sqlLiteral(['say "hi"'])).toBe(` E'{"say \\\\"hi\\\\""}'`);
  });

  test('placeholders are replaced by number, $10 not read as $1 then 0', () => {
    const params = Array.from({ length: 10 }, (_, i) => `v${i + 1}`);
    expect(inlineParameters({ text: 'SELECT $1, $10, $1::text', params })).toBe(
      "SELECT 'v1', 'v10', 'v1'::text",
    );
    expect(() => inlineParameters({ text: 'SELECT $2', params: ['one'] })).toThrow(/\$2/);
  });

  test('values that have no literal here (a Buffer, an object) make the group go one by one', () => {
    expect(joinStatements([{ text: 'SELECT $1', params: [Buffer.from('x')] }])).toBeUndefined();
    expect(joinStatements([{ text: 'SELECT $1', params: [{ a: 1 }] }])).toBeUndefined();
    // A $n inside the statement's own strings is not a placeholder: not rewritten, never.
    expect(joinStatements([{ text: "SELECT '$1', $1", params: ['x'] }])).toBeUndefined();
    expect(joinStatements([{ text: 'SELECT $$ $1 $$, $1', params: ['x'] }])).toBeUndefined();
    expect(joinStatements([{ text: "SELECT 'it''s', $1", params: ['x'] }])).toBe(
      "SELECT 'it''s', 'x'",
    );
    expect(joinStatements([{ text: 'SELECT 1;' }, { text: 'SELECT $1', params: [2] }])).toBe(
      "SELECT 1;\nSELECT '2'",
    );
  });
});

describe('prepared statements', () => {
  test('a registered text runs by name with the same literals, others are inlined', () => {
    const text = prepared('UPDATE probe SET n = $2 WHERE id = $1');
    const name = preparedName(text);
    expect(name).toMatch(/^soko_[0-9a-f]{16}$/);
    expect(preparedName('UPDATE probe SET n = $2 WHERE id = $1 ')).toBeUndefined();
    expect(placeholderCount('SELECT $1, $10, $2')).toBe(10);
    const statement = { text, params: ["it's", 5n] };
    expect(executeByName(name ?? '', statement)).toBe(`EXECUTE ${name}('it''s', '5')`);
    expect(
      joinStatements([statement, { text: 'SELECT $1', params: [1] }], (s) => preparedName(s.text)),
    ).toBe(`EXECUTE ${name}('it''s', '5');\nSELECT '1'`);
  });
});

describe('grouping', () => {
  function fakeEngine() {
    const sent: string[] = [];
    const result = (n: number): QueryResult<Row> => ({ rows: [{ n }], rowCount: 1 });
    const pipelining = createPipelining(
      async (statement) => {
        sent.push(`one: ${statement.text}`);
        return result(1);
      },
      async (text, count) => {
        sent.push(`many: ${text}`);
        return Array.from({ length: count }, (_, i) => result(i));
      },
    );
    return { sent, pipelining };
  }

  test('outside a pipeline and for awaited statements, each goes alone with its parameters', async () => {
    const { sent, pipelining } = fakeEngine();
    await pipelining.query({ text: 'SELECT $1', params: [1] });
    await pipelining.pipeline(async () => {
      await pipelining.query({ text: 'A' });
      await pipelining.query({ text: 'B' });
    });
    expect(sent).toEqual(['one: SELECT $1', 'one: A', 'one: B']);
  });

  test('statements issued in one tick leave together, in order, each with its own result', async () => {
    const { sent, pipelining } = fakeEngine();
    const results = await pipelining.pipeline(() =>
      Promise.all([
        pipelining.query({ text: 'A $1', params: ['x'] }),
        pipelining.query({ text: 'B' }),
        pipelining.query({ text: 'C' }),
      ]),
    );
    expect(sent).toEqual(["many: A 'x';\nB;\nC"]);
    expect(results.map((r) => r.rows[0])).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }]);
  });

  test('a failed group fails every statement in it', async () => {
    const pipelining = createPipelining(
      async () => ({ rows: [], rowCount: 0 }),
      async () => {
        throw new Error('boom');
      },
    );
    const outcome = pipelining.pipeline(() =>
      Promise.all([pipelining.query({ text: 'A' }), pipelining.query({ text: 'B' })]),
    );
    await expect(outcome).rejects.toThrow('boom');
  });

  test('deferred statements leave in front of the next statement, in the same message', async () => {
    const { sent, pipelining } = fakeEngine();
    pipelining.defer([{ text: 'W1 $1', params: ['a'] }, { text: 'W2' }]);
    expect(sent).toEqual([]);
    const result = await pipelining.query({ text: 'R $1', params: [7] });
    // The statement's own result, not a deferred one's (the fake numbers them from 0).
    expect(result.rows).toEqual([{ n: 2 }]);
    pipelining.defer([{ text: 'W3' }]);
    await pipelining.pipeline(() =>
      Promise.all([pipelining.query({ text: 'S' }), pipelining.query({ text: 'T' })]),
    );
    pipelining.defer([{ text: 'W4' }]);
    expect(pipelining.takeHeld().map((d) => d.statement)).toEqual([{ text: 'W4' }]);
    expect(sent).toEqual(["many: W1 'a';\nW2;\nR '7'", 'many: W3;\nS;\nT']);
  });

  test('who asks gets the answer of the last deferred statement once it has run', async () => {
    const { pipelining } = fakeEngine();
    const answers: QueryResult<Row>[] = [];
    pipelining.defer([{ text: 'W1' }, { text: 'W2' }], (result) => answers.push(result));
    expect(answers).toEqual([]);
    await pipelining.query({ text: 'R' });
    expect(answers).toEqual([{ rows: [{ n: 1 }], rowCount: 1 }]);
  });

  test('a statement deferred after others issued in the same tick leaves after them', async () => {
    const { sent, pipelining } = fakeEngine();
    await pipelining.pipeline(() => {
      const first = pipelining.query({ text: 'A' });
      pipelining.defer([{ text: 'W' }]);
      const second = pipelining.query({ text: 'B' });
      return Promise.all([first, second]);
    });
    expect(sent).toEqual(['many: A;\nW;\nB']);
  });

  test('a failed message with deferred statements loses the transaction: every later statement fails', async () => {
    let fail = true;
    const pipelining = createPipelining(
      async () => ({ rows: [], rowCount: 0 }),
      async () => {
        if (fail) throw new Error('deferred write refused');
        return [];
      },
    );
    pipelining.defer([{ text: 'W' }]);
    await expect(pipelining.query({ text: 'SAVEPOINT b' })).rejects.toThrow('refused');
    fail = false;
    // A ROLLBACK TO a savepoint cannot undo the loss: it fails too, as does the commit.
    await expect(pipelining.query({ text: 'ROLLBACK TO SAVEPOINT b' })).rejects.toThrow('refused');
    expect(() => pipelining.takeHeld()).toThrow('refused');
  });
});

describe('on the database', async () => {
  const { db } = await buildTestApp();

  test('a group writes and returns what the statements would one by one', async () => {
    await db.exec(`CREATE TABLE IF NOT EXISTS pipeline_probe (
      id text PRIMARY KEY, amount bigint NOT NULL, at timestamptz NOT NULL, tags text[] NOT NULL)`);
    const at = new Date('2026-11-26T09:00:00.123Z');
    const [inserted, updated, counted] = await db.transaction((tx) =>
      tx.pipeline(() =>
        Promise.all([
          tx.query<{ id: string; amount: bigint; at: Date; tags: string[] }>(
            `INSERT INTO pipeline_probe (id, amount, at, tags) VALUES ($1, $2, $3, $4::text[])
             RETURNING *`,
            ["it's\\here", 9007199254740993n, at, ['a', null, 'b"c']],
          ),
          tx.query<{ amount: bigint }>(
            `UPDATE pipeline_probe SET amount = amount + $2 WHERE id = $1 RETURNING amount`,
            ["it's\\here", 1n],
          ),
          tx.query<{ n: bigint }>(`SELECT count(*) AS n FROM pipeline_probe`),
        ]),
      ),
    );
    expect(inserted.rows).toEqual([
      { id: "it's\\here", amount: 9007199254740993n, at, tags: ['a', null, 'b"c'] },
    ]);
    // Later statements of a group see the earlier ones' writes, as one by one.
    expect(updated.rows).toEqual([{ amount: 9007199254740994n }]);
    expect(counted.rows).toEqual([{ n: 1n }]);
  });

  test('hostile text is kept as text, never run: quotes, backslashes, comments, $n, dollar quotes', async () => {
    await db.exec(`CREATE TABLE IF NOT EXISTS pipeline_probe_3 (id serial PRIMARY KEY, note text)`);
    const hostile = [
      "x'); DROP TABLE pipeline_probe_3; --",
      "\\'; DELETE FROM pipeline_probe_3; --",
      "\\\\' OR '1'='1",
      '$1 $$ $tag$ ; SELECT 1',
      "é ' \n\t ü 🐘",
      "'",
    ];
    const results = await db.transaction((tx) =>
      tx.pipeline(() =>
        Promise.all(
          hostile.map((note) =>
            tx.query<{ note: string }>(
              `INSERT INTO pipeline_probe_3 (note) VALUES ($1) RETURNING note`,
              [note],
            ),
          ),
        ),
      ),
    );
    expect(results.map((result) => result.rows[0]?.note)).toEqual(hostile);
    const { rows } = await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM pipeline_probe_3`);
    expect(rows).toEqual([{ n: BigInt(hostile.length) }]);
  });

  test('a failing statement fails the group and the transaction writes nothing', async () => {
    await db.exec(`CREATE TABLE IF NOT EXISTS pipeline_probe_2 (id text PRIMARY KEY)`);
    const attempt = db.transaction((tx) =>
      tx.pipeline(() =>
        Promise.all([
          tx.query(`INSERT INTO pipeline_probe_2 (id) VALUES ($1)`, ['one']),
          tx.query(`INSERT INTO pipeline_probe_2 (id) VALUES ($1)`, ['one']),
        ]),
      ),
    );
    await expect(attempt).rejects.toMatchObject({ code: '23505' });
    const { rows } = await db.query(`SELECT * FROM pipeline_probe_2`);
    expect(rows).toEqual([]);
  });

  test('deferred writes commit with the transaction, in order, after what was sent before', async () => {
    await db.exec(`CREATE TABLE IF NOT EXISTS pipeline_probe_4 (id text PRIMARY KEY, n bigint)`);
    const seen = await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO pipeline_probe_4 (id, n) VALUES ($1, $2)`, ['a', 1n]);
      tx.defer([
        { text: `UPDATE pipeline_probe_4 SET n = n + $2 WHERE id = $1`, params: ['a', 10n] },
        { text: `INSERT INTO pipeline_probe_4 (id, n) VALUES ($1, $2)`, params: ['b', 2n] },
      ]);
      // The next statement sees them: they ran first, in the same message.
      const { rows } = await tx.query<{ n: bigint }>(
        `SELECT sum(n)::bigint AS n FROM pipeline_probe_4`,
      );
      tx.defer([
        { text: `INSERT INTO pipeline_probe_4 (id, n) VALUES ($1, $2)`, params: ['c', 3n] },
      ]);
      return rows[0]?.n;
    });
    expect(seen).toBe(13n);
    const { rows } = await db.query<{ id: string; n: bigint }>(
      `SELECT id, n FROM pipeline_probe_4 ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: 'a', n: 11n },
      { id: 'b', n: 2n },
      { id: 'c', n: 3n },
    ]);
  });

  test('a deferred write that fails rolls the whole transaction back, past any savepoint', async () => {
    await db.exec(`CREATE TABLE IF NOT EXISTS pipeline_probe_5 (id text PRIMARY KEY)`);
    const attempt = db.transaction(async (tx) => {
      await tx.query(`INSERT INTO pipeline_probe_5 (id) VALUES ($1)`, ['kept?']);
      tx.defer([{ text: `INSERT INTO pipeline_probe_5 (id) VALUES ($1)`, params: ['kept?'] }]);
      try {
        await tx.query(`SAVEPOINT later`);
      } catch {
        // What a batch does with a failed request: roll back to its savepoint and go on.
        await tx.query(`ROLLBACK TO SAVEPOINT later`).catch(() => undefined);
      }
      await tx.query(`INSERT INTO pipeline_probe_5 (id) VALUES ($1)`, ['after']);
    });
    await expect(attempt).rejects.toMatchObject({ code: '23505' });
    const { rows } = await db.query(`SELECT * FROM pipeline_probe_5`);
    expect(rows).toEqual([]);
  });

  test('a transaction that sends nothing commits nothing; its first statement is inside it', async () => {
    expect(await db.transaction(async () => 'nothing sent')).toBe('nothing sent');
    await db.exec(`CREATE TABLE IF NOT EXISTS pipeline_probe_6 (id text PRIMARY KEY)`);
    await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO pipeline_probe_6 (id) VALUES ($1)`, ['x']);
    });
    // The first statement carries the BEGIN: rolled back with the transaction it began.
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO pipeline_probe_6 (id) VALUES ($1)`, ['y']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM pipeline_probe_6`);
    expect(rows).toEqual([{ id: 'x' }]);
  });

  test('registered statements give the same answers run by name, also with hostile values', async () => {
    await db.exec(`CREATE TABLE IF NOT EXISTS pipeline_probe_7 (id text PRIMARY KEY, n bigint)`);
    const insert = prepared(`INSERT INTO pipeline_probe_7 (id, n) VALUES ($1, $2)`);
    const bump = prepared(`UPDATE pipeline_probe_7 SET n = n + $2 WHERE id = $1`);
    const ids = ["o'k", 'back\\slash', "x'); DROP TABLE pipeline_probe_7; --"];
    // Several transactions, so later ones find the statements prepared on their connection.
    for (let round = 0; round < 3; round += 1) {
      await db.transaction(async (tx) => {
        if (round === 0) {
          tx.defer(ids.map((id) => ({ text: insert, params: [id, 1n] })));
        }
        tx.defer(ids.map((id) => ({ text: bump, params: [id, 10n] })));
        await tx.pipeline(() => Promise.all(ids.map((id) => tx.query(bump, [id, 100n]))));
      });
    }
    const { rows } = await db.query<{ id: string; n: bigint }>(
      `SELECT id, n FROM pipeline_probe_7 ORDER BY id`,
    );
    expect(rows).toEqual([...ids].sort().map((id) => ({ id, n: 331n })));
    // On PostgreSQL the connection ran it by name: it holds the prepared statement.
    const held = await db.transaction(async (tx) => {
      tx.defer([{ text: bump, params: ['nobody', 0n] }]);
      const found = await tx.query<{ n: bigint }>(
        `SELECT count(*) AS n FROM pg_prepared_statements WHERE name = $1`,
        [preparedName(bump)],
      );
      return found.rows[0]?.n;
    });
    expect(held).toBe(db.kind === 'postgres' ? 1n : 0n);
  });

  test('a registered statement that fails loses the transaction like any deferred write', async () => {
    await db.exec(`CREATE TABLE IF NOT EXISTS pipeline_probe_8 (id text PRIMARY KEY)`);
    const insert = prepared(`INSERT INTO pipeline_probe_8 (id) VALUES ($1)`);
    await db.transaction(async (tx) => {
      tx.defer([{ text: insert, params: ['one'] }]);
    });
    const attempt = db.transaction(async (tx) => {
      tx.defer([{ text: insert, params: ['two'] }]);
      tx.defer([{ text: insert, params: ['one'] }]);
      await tx.query(`SELECT 1`);
    });
    await expect(attempt).rejects.toMatchObject({ code: '23505' });
    // The next transaction on the same connections still finds its statements prepared.
    await db.transaction(async (tx) => {
      tx.defer([{ text: insert, params: ['three'] }]);
      await tx.query(`SELECT 1`);
    });
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM pipeline_probe_8 ORDER BY id`);
    expect(rows).toEqual([{ id: 'one' }, { id: 'three' }]);
  });
  test('a first use prepares after the BEGIN, so a repeatable-read transaction keeps its level', async () => {
    await db.exec(`CREATE TABLE IF NOT EXISTS pipeline_probe_9 (id text PRIMARY KEY)`);
    // A text no connection has used yet: the transaction's first message carries its PREPARE.
    const insert = prepared(`INSERT INTO pipeline_probe_9 (id) VALUES ($1) /* first use */`);
    const level = await db.transaction(
      async (tx) => {
        tx.defer([{ text: insert, params: ['a'] }]);
        const shown = await tx.query<{ transaction_isolation: string }>(
          `SHOW transaction_isolation`,
        );
        return shown.rows[0]?.transaction_isolation;
      },
      { isolation: 'repeatable read' },
    );
    expect(level).toBe('repeatable read');
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM pipeline_probe_9`);
    expect(rows).toEqual([{ id: 'a' }]);
  });

  test('a message that fails on a first use leaves every later transaction working', async () => {
    await db.exec(`CREATE TABLE IF NOT EXISTS pipeline_probe_10 (id text PRIMARY KEY)`);
    await db.query(`INSERT INTO pipeline_probe_10 (id) VALUES ('taken')`);
    const insert = prepared(`INSERT INTO pipeline_probe_10 (id) VALUES ($1) /* first use */`);
    const refused = db.transaction(async (tx) => {
      tx.defer([{ text: insert, params: ['taken'] }]);
      await tx.query(`SELECT 1`);
    });
    await expect(refused).rejects.toMatchObject({ code: '23505' });
    // Whether its PREPARE ran is not known from the error: each later use must still work,
    // whichever connection it lands on, never tripping on a statement prepared twice or never.
    for (const id of ['b', 'c', 'd']) {
      await db.transaction(async (tx) => {
        tx.defer([{ text: insert, params: [id] }]);
        await tx.query(`SELECT 1`);
      });
    }
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM pipeline_probe_10 ORDER BY id`);
    expect(rows).toEqual([{ id: 'b' }, { id: 'c' }, { id: 'd' }, { id: 'taken' }]);
  });
});
