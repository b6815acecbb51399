import {
  ListeningConnections,
  listenChanges,
  mentionsListen,
  notificationChannel,
  statementOf,
} from './wire-notifications';

/** A protocol message: its type, its length (itself included) and its body. */
function message(type: string, ...parts: (string | number)[]): Buffer {
  const body = Buffer.concat(
    parts.map((part) => {
      if (typeof part === 'number') {
        const int = Buffer.alloc(4);
        int.writeInt32BE(part);
        return int;
      }
      return Buffer.from(`${part}\0`);
    }),
  );
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from(type), length, body]);
}

const simpleQuery = (sql: string) => message('Q', sql);
const parse = (sql: string) => message('P', '', sql);
const notification = (channel: string, payload: string) => message('A', 42, channel, payload);
const readyForQuery = () => Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);
const commandComplete = (tag: string) => message('C', tag);

/** Everything written to one connection, as one buffer. */
function recorder() {
  const chunks: Uint8Array[] = [];
  return {
    write: (data: Uint8Array) => chunks.push(Uint8Array.from(data)),
    get bytes() {
      return Buffer.concat(chunks);
    },
  };
}

describe('the statements of wire messages', () => {
  it('reads the statement of a simple query and of a Parse message, and of no other', () => {
    expect(statementOf(simpleQuery('LISTEN bullmq_jobs;'))).toBe('LISTEN bullmq_jobs;');
    expect(statementOf(parse('SELECT $1::int'))).toBe('SELECT $1::int');
    expect(statementOf(readyForQuery())).toBeNull();
  });

  it('finds LISTEN and UNLISTEN outside comments, naming channels as PostgreSQL does', () => {
    expect(listenChanges('-- Subscribe (LISTEN first)\nLISTEN bullmq_jobs;\n')).toEqual([
      { listen: true, channel: 'bullmq_jobs' },
    ]);
    expect(listenChanges('LISTEN Jobs; LISTEN "Jobs ""A"""; UNLISTEN *')).toEqual([
      { listen: true, channel: 'jobs' },
      { listen: true, channel: 'Jobs "A"' },
      { listen: false, channel: '*' },
    ]);
    expect(listenChanges("SELECT pg_notify('bullmq_jobs', 'q') /* LISTEN x */")).toEqual([]);
  });

  it('reads as SQL only the messages that name LISTEN, in any case', () => {
    expect(mentionsListen(simpleQuery('LISTEN bullmq_jobs;'))).toBe(true);
    expect(mentionsListen(parse('unlisten *'))).toBe(true);
    expect(mentionsListen(simpleQuery('Listen "Jobs"'))).toBe(true);
    expect(mentionsListen(parse('SELECT pg_notify($1, $2)'))).toBe(false);
    expect(mentionsListen(simpleQuery('SELECT 1 -- LISTE'))).toBe(false);
  });

  it('reads the channel a notification names', () => {
    expect(notificationChannel(notification('bullmq_jobs', 'itinerary'))).toBe('bullmq_jobs');
  });
});

describe('ListeningConnections', () => {
  it("hands a notification from one connection's reply to the connection that listens", () => {
    const listeners = new ListeningConnections();
    const worker = recorder();
    const producer = recorder();
    listeners.noteMessage(1, simpleQuery('LISTEN bullmq_jobs'), worker.write);
    listeners.noteMessage(2, parse("SELECT pg_notify('bullmq_jobs', 'q')"), producer.write);

    const reply = listeners.replyTo(2, producer.write);
    const complete = commandComplete('SELECT 1');
    reply.push(Buffer.concat([complete, notification('bullmq_jobs', 'q'), readyForQuery()]));
    reply.end();

    expect(worker.bytes).toEqual(notification('bullmq_jobs', 'q'));
    expect(producer.bytes).toEqual(Buffer.concat([complete, readyForQuery()]));
  });

  it('keeps a notification in the reply of a connection that listens to it itself', () => {
    const listeners = new ListeningConnections();
    const both = recorder();
    const other = recorder();
    listeners.noteMessage(1, simpleQuery('LISTEN jobs'), both.write);
    listeners.noteMessage(2, simpleQuery('LISTEN jobs'), other.write);

    const reply = listeners.replyTo(1, both.write);
    reply.push(Buffer.concat([notification('jobs', 'x'), readyForQuery()]));
    reply.end();

    expect(both.bytes).toEqual(Buffer.concat([notification('jobs', 'x'), readyForQuery()]));
    expect(other.bytes).toEqual(notification('jobs', 'x'));
  });

  it('puts messages split across chunks back together, and passes the rest through whole', () => {
    const listeners = new ListeningConnections();
    const worker = recorder();
    const producer = recorder();
    listeners.noteMessage(1, simpleQuery('LISTEN jobs'), worker.write);
    const stream = Buffer.concat([
      commandComplete('INSERT 0 1'),
      notification('jobs', 'q'),
      readyForQuery(),
    ]);

    const reply = listeners.replyTo(2, producer.write);
    for (let i = 0; i < stream.length; i += 3) reply.push(stream.subarray(i, i + 3));
    reply.end();

    expect(worker.bytes).toEqual(notification('jobs', 'q'));
    expect(producer.bytes).toEqual(Buffer.concat([commandComplete('INSERT 0 1'), readyForQuery()]));
  });

  it('drops what nobody listens to any more: after UNLISTEN, or once the connection is gone', () => {
    const listeners = new ListeningConnections();
    const stopped = recorder();
    const gone = recorder();
    const producer = recorder();
    listeners.noteMessage(1, simpleQuery('LISTEN jobs'), stopped.write);
    listeners.noteMessage(1, simpleQuery('UNLISTEN *'), stopped.write);
    listeners.noteMessage(3, simpleQuery('LISTEN jobs'), gone.write);
    listeners.forget(3);

    const reply = listeners.replyTo(2, producer.write);
    reply.push(Buffer.concat([notification('jobs', 'q'), readyForQuery()]));
    reply.end();

    expect(stopped.bytes).toHaveLength(0);
    expect(gone.bytes).toHaveLength(0);
    expect(producer.bytes).toEqual(readyForQuery());
  });
});
