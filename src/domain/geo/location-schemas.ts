/**
 * The answer of `GET /api/location/detect`: the city the visitor's IP address points
 * to, or null. Only what a page needs to offer or open that city.
 */
import { z } from 'zod';
import type { City } from './cities';
import { cityPath } from './city-path';

export const detectedCitySchema = z.object({
  subdomain: z.string().describe('e.g. "melbourne"'),
  name: z.string().describe('e.g. "Melbourne"'),
  countryCode: z.string().length(2).describe('ISO 3166-1 alpha-2, e.g. "AU"'),
  path: z.string().describe('The city\'s home, e.g. "/au/melbourne"'),
});

export const locationDetectionSchema = z.object({
  city: detectedCitySchema.nullable(),
  match: z
    .enum(['name', 'nearest', 'country'])
    .nullable()
    .describe("How the address's place became this city: its name, the nearest city within 100 km, or the country's default city"),
});

export type DetectedCity = z.infer<typeof detectedCitySchema>;
export type LocationDetection = z.infer<typeof locationDetectionSchema>;

export function toDetectedCity(city: City): DetectedCity {
  return { subdomain: city.subdomain, name: city.name, countryCode: city.countryCode, path: cityPath(city) };
}
