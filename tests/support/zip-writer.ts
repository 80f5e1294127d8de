/**
 * A minimal streaming zip writer (one deflated entry, sizes after the data in a data descriptor), so tests
 * and benches can zip a generated case-file XML of any size without a zip binary or holding it in memory.
 * No ZIP64: entries must stay under 4 GiB.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createDeflateRaw, crc32 } from 'node:zlib';

function localHeader(name: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4); // version needed
  header.writeUInt16LE(0x0808, 6); // sizes in the data descriptor; UTF-8 name
  header.writeUInt16LE(8, 8); // deflate
  header.writeUInt32LE(0, 10); // time and date (zero: not needed)
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

/** Zips `sourcePath` into `zipPath` as the single entry `entryName`. Returns the zip's size in bytes. */
export async function zipFile(sourcePath: string, zipPath: string, entryName: string): Promise<number> {
  const name = Buffer.from(entryName, 'utf8');
  const output = createWriteStream(zipPath);
  let written = 0;
  const write = async (chunk: Buffer) => {
    written += chunk.length;
    if (!output.write(chunk)) await once(output, 'drain');
  };
  await write(localHeader(name));
  const dataStart = written;
  let crc = 0;
  let uncompressed = 0;
  const deflate = createDeflateRaw({ level: 6 });
  const compressedDone = (async () => {
    for await (const chunk of deflate as AsyncIterable<Buffer>) await write(chunk);
  })();
  for await (const chunk of createReadStream(sourcePath) as AsyncIterable<Buffer>) {
    crc = crc32(chunk, crc);
    uncompressed += chunk.length;
    if (!deflate.write(chunk)) await once(deflate, 'drain');
  }
  deflate.end();
  await compressedDone;
  const compressed = written - dataStart;
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(crc >>> 0, 4);
  descriptor.writeUInt32LE(compressed, 8);
  descriptor.writeUInt32LE(uncompressed, 12);
  await write(descriptor);
  const centralStart = written;
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(0x0808, 8);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc >>> 0, 16);
  central.writeUInt32LE(compressed, 20);
  central.writeUInt32LE(uncompressed, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42); // local header offset
  await write(Buffer.concat([central, name]));
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(written - centralStart, 12);
  end.writeUInt32LE(centralStart, 16);
  await write(end);
  output.end();
  await once(output, 'finish');
  return written;
}
