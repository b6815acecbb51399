import type { TripExportFile } from '@roadbook/contracts';
import type { FastifyReply } from 'fastify';

/** Sends an export as a download named after the trip. */
export function sendExport(reply: FastifyReply, file: TripExportFile): FastifyReply {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.filename}"`)
    .header('Cache-Control', 'private, no-cache')
    .send(file.content);
}
