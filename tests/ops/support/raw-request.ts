import { connect } from 'node:net';

/**
 * The status code of one request sent to `port` exactly as written (its request line and any extra
 * header lines), past every client library's own checks of a target.
 */
export function statusOfRaw(port: number, requestLine: string, headerLines = ''): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n')) socket.destroy();
    });
    socket.on('close', () => resolve(answer.split(' ')[1] ?? ''));
    socket.on('error', reject);
    socket.write(`${requestLine} HTTP/1.1\r\nHost: localhost\r\n${headerLines}\r\n`);
  });
}
