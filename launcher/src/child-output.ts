import { parseLogLine, renderPrettyLine } from '@roadbook/platform';
import type { LogSink } from './process-supervisor';

/**
 * Where a supervised app's lines go: a JSON log line as it is (its `app` field already names
 * the process, and a prefix would make it unparseable), or as a pretty line when the launcher
 * itself prints for a person; anything else (the supervisor's notes on an exit, a runtime
 * warning) with the instance's name in front.
 */
export function childOutputSink(pretty: boolean): LogSink {
  return (instance, line, stream) => {
    const record = parseLogLine(line);
    if (record) {
      process.stdout.write(`${pretty ? renderPrettyLine(record) : line}\n`);
      return;
    }
    (stream === 'stderr' ? process.stderr : process.stdout).write(`[${instance}] ${line}\n`);
  };
}
