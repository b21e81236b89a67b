import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locateIpCity, type IpLookup } from '../../domain/geo/ip-city';
import { locationDetectionSchema, toDetectedCity, type LocationDetection } from '../../domain/geo/location-schemas';
import { errorResponses } from '../schemas';

/**
 * Location detection's IP step, answered from our own IP-to-city database. The client
 * address is the socket's, or X-Forwarded-For's only when TRUST_PROXY says whose
 * proxy to believe (Fastify's `request.ip`).
 */
export const locationRoutes: FastifyPluginAsyncZod<{ lookup: IpLookup }> = async (app, { lookup }) => {
  app.get(
    '/api/location/detect',
    {
      schema: {
        tags: ['location'],
        summary: "The Cityboard city of the visitor's IP address",
        description:
          'Looked up in a local copy of the DB-IP city database (IP Geolocation by DB-IP, https://db-ip.com, CC BY 4.0); the address is sent nowhere. ' +
          "Null for private addresses and places far from every Cityboard city in a country without a default city.",
        response: {
          200: locationDetectionSchema.describe('The city, or null for both fields when none was found'),
          ...errorResponses([400, 'The address carries a control character']),
        },
      },
    },
    async (request, reply): Promise<LocationDetection> => {
      reply.header('Cache-Control', 'private, no-store');
      try {
        const found = await locateIpCity({ ip: request.ip, lookup });
        return found ? { city: toDetectedCity(found.city), match: found.match } : { city: null, match: null };
      } catch (error) {
        // Detection is a convenience: a broken database means "no city", never an error page.
        request.log.warn({ err: error }, 'IP location lookup failed');
        return { city: null, match: null };
      }
    },
  );
};
