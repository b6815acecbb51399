import { Injectable } from '@nestjs/common';
import type {
  PublicTrip,
  TripExportFile,
  TripExportFormat,
  TripItinerary,
} from '@roadbook/contracts';
import { slugify } from '@roadbook/platform';
import { buildGpx } from './gpx.builder';
import { buildIcs } from './ics.builder';

/** A file name from the trip's name: "Blue Ridge Loop" → "blue-ridge-loop.gpx". */
function fileName(trip: PublicTrip, extension: string): string {
  return `${slugify(trip.name) || `trip-${trip.id}`}.${extension}`;
}

@Injectable()
export class ExportsService {
  export(trip: PublicTrip, itinerary: TripItinerary, format: TripExportFormat): TripExportFile {
    switch (format) {
      case 'gpx':
        return {
          filename: fileName(trip, 'gpx'),
          contentType: 'application/gpx+xml; charset=utf-8',
          content: buildGpx(trip, itinerary),
        };
      case 'ics':
        return {
          filename: fileName(trip, 'ics'),
          contentType: 'text/calendar; charset=utf-8',
          content: buildIcs(trip, itinerary),
        };
    }
  }
}
