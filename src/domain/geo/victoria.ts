/**
 * The Victoria (Australia) hierarchy behind /au/victoria/{region}/{hub}/{suburb}
 * (SPEC sections 2 and 3: state, region, hub, suburb). Versioned reference data;
 * the states/regions/hubs/suburbs tables are loaded from it.
 *
 * Regions follow the tourism regions Victorians recognise rather than the
 * administrative ones, because that is how people describe where they live.
 * Populations are rounded census-era figures (hub: the town or council area,
 * suburb: the locality); coordinates are locality centres to about 1 km.
 */

export interface VicState {
  name: string;
  country: string;
  countryCode: string;
  abbreviation: string;
  timezone: string;
  currency: string;
  currencySymbol: string;
  languageCode: string;
  urlSlug: string;
}

export interface VicSuburb {
  name: string;
  postcode: string;
  latitude: number;
  longitude: number;
  urlSlug: string;
  population: number;
}

export interface VicHub {
  name: string;
  type: 'city' | 'town';
  population: number;
  latitude: number;
  longitude: number;
  urlSlug: string;
  isMainHub: boolean;
  suburbs: VicSuburb[];
}

export interface VicRegion {
  name: string;
  description: string;
  urlSlug: string;
  hubs: VicHub[];
}

export const VICTORIA_STATE: Readonly<VicState> = {
  name: 'Victoria',
  country: 'Australia',
  countryCode: 'AU',
  abbreviation: 'VIC',
  timezone: 'Australia/Melbourne',
  currency: 'AUD',
  currencySymbol: '$',
  languageCode: 'en',
  urlSlug: 'victoria',
};

function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

type SuburbRow = [name: string, postcode: string, latitude: number, longitude: number, population: number];

function hub(
  name: string,
  type: VicHub['type'],
  population: number,
  latitude: number,
  longitude: number,
  suburbs: readonly SuburbRow[],
): Omit<VicHub, 'isMainHub'> {
  return {
    name,
    type,
    population,
    latitude,
    longitude,
    urlSlug: slugify(name),
    suburbs: suburbs.map(([suburbName, postcode, lat, lng, pop]) => ({
      name: suburbName,
      postcode,
      latitude: lat,
      longitude: lng,
      urlSlug: slugify(suburbName),
      population: pop,
    })),
  };
}

/** The first hub listed is the region's main hub, so ordering the data is the only way to choose it. */
function region(name: string, urlSlug: string, description: string, hubs: readonly Omit<VicHub, 'isMainHub'>[]): VicRegion {
  return { name, urlSlug, description, hubs: hubs.map((h, i) => ({ ...h, isMainHub: i === 0 })) };
}

export const VICTORIA_REGIONS: readonly VicRegion[] = [
  region('Greater Melbourne', 'greater-melbourne', 'The state capital and its suburbs, from the CBD to the outer growth corridors.', [
    // Council-area populations, so the metro hubs do not each claim all of Melbourne.
    hub('Melbourne', 'city', 170_000, -37.8136, 144.9631, [
      ['Melbourne', '3000', -37.8142, 144.9632, 55_000],
      ['Southbank', '3006', -37.823, 144.958, 22_600],
      ['Docklands', '3008', -37.817, 144.946, 15_500],
      ['Carlton', '3053', -37.8, 144.967, 16_000],
      ['Fitzroy', '3065', -37.798, 144.978, 10_400],
      ['Richmond', '3121', -37.823, 144.998, 28_000],
      ['South Yarra', '3141', -37.838, 144.992, 25_000],
      ['St Kilda', '3182', -37.864, 144.982, 20_000],
    ]),
    hub('Dandenong', 'city', 160_000, -37.987, 145.215, [
      ['Dandenong', '3175', -37.9875, 145.2146, 30_000],
      ['Noble Park', '3174', -37.967, 145.176, 31_000],
      ['Keysborough', '3173', -38.0, 145.17, 29_000],
      ['Springvale', '3171', -37.949, 145.153, 22_000],
    ]),
    hub('Frankston', 'city', 140_000, -38.144, 145.126, [
      ['Frankston', '3199', -38.144, 145.125, 37_000],
      ['Seaford', '3198', -38.104, 145.129, 17_000],
      ['Carrum Downs', '3201', -38.09, 145.183, 21_000],
      ['Langwarrin', '3910', -38.16, 145.18, 23_000],
    ]),
    hub('Werribee', 'city', 290_000, -37.9, 144.66, [
      ['Werribee', '3030', -37.9, 144.66, 50_000],
      ['Point Cook', '3030', -37.915, 144.75, 66_000],
      ['Hoppers Crossing', '3029', -37.883, 144.7, 37_000],
      ['Tarneit', '3029', -37.833, 144.667, 57_000],
    ]),
  ]),
  region('Geelong & Barwon', 'geelong-barwon', "Victoria's second city, the Bellarine Peninsula and the Colac district.", [
    hub('Geelong', 'city', 280_000, -38.1499, 144.3617, [
      ['Geelong', '3220', -38.1471, 144.3607, 14_000],
      ['Geelong West', '3218', -38.139, 144.346, 7_000],
      ['Newtown', '3220', -38.154, 144.335, 10_000],
      ['Belmont', '3216', -38.175, 144.342, 14_000],
    ]),
    hub('Ocean Grove', 'town', 16_000, -38.266, 144.523, [
      ['Ocean Grove', '3226', -38.266, 144.523, 16_000],
      ['Barwon Heads', '3227', -38.275, 144.49, 4_300],
      ['Point Lonsdale', '3225', -38.284, 144.614, 2_800],
    ]),
    hub('Colac', 'town', 12_500, -38.34, 143.585, [
      ['Colac', '3250', -38.34, 143.585, 12_000],
      ['Elliminyt', '3250', -38.37, 143.58, 2_500],
      ['Alvie', '3249', -38.24, 143.49, 300],
    ]),
  ]),
  region('Surf Coast', 'surf-coast', 'Surf beaches and coastal towns from Torquay to Lorne, where the Great Ocean Road begins.', [
    hub('Torquay', 'town', 21_000, -38.331, 144.326, [
      ['Torquay', '3228', -38.331, 144.326, 17_000],
      ['Jan Juc', '3228', -38.347, 144.3, 3_800],
      ['Bellbrae', '3228', -38.333, 144.267, 800],
    ]),
    hub('Anglesea', 'town', 2_600, -38.407, 144.186, [
      ['Anglesea', '3230', -38.407, 144.186, 2_600],
      ['Aireys Inlet', '3231', -38.463, 144.104, 1_100],
      ['Fairhaven', '3231', -38.468, 144.087, 300],
    ]),
    hub('Lorne', 'town', 1_100, -38.541, 143.974, [
      ['Lorne', '3232', -38.541, 143.974, 1_100],
      ['Deans Marsh', '3235', -38.397, 143.883, 400],
      ['Wye River', '3234', -38.635, 143.89, 140],
    ]),
  ]),
  region('Great Ocean Road', 'great-ocean-road', 'The Otways and the Shipwreck Coast, from Apollo Bay west to Warrnambool and Port Fairy.', [
    hub('Warrnambool', 'city', 35_000, -38.3818, 142.487, [
      ['Warrnambool', '3280', -38.382, 142.487, 32_000],
      ['Dennington', '3280', -38.36, 142.44, 2_500],
      ['Allansford', '3277', -38.386, 142.592, 1_000],
      ['Koroit', '3282', -38.292, 142.368, 2_000],
    ]),
    hub('Apollo Bay', 'town', 1_600, -38.759, 143.671, [
      ['Apollo Bay', '3233', -38.759, 143.671, 1_600],
      ['Marengo', '3233', -38.777, 143.66, 200],
      ['Skenes Creek', '3233', -38.725, 143.71, 200],
    ]),
    hub('Port Fairy', 'town', 3_500, -38.385, 142.237, [
      ['Port Fairy', '3284', -38.385, 142.237, 3_400],
      ['Killarney', '3283', -38.35, 142.31, 400],
      ['Yambuk', '3285', -38.314, 142.053, 200],
    ]),
  ]),
  region('Mornington Peninsula', 'mornington-peninsula', 'Bayside and ocean-beach towns, wineries and holiday homes south-east of Melbourne.', [
    hub('Mornington', 'town', 25_000, -38.217, 145.038, [
      ['Mornington', '3931', -38.217, 145.038, 25_000],
      ['Mount Martha', '3934', -38.267, 145.018, 18_000],
      ['Mount Eliza', '3930', -38.189, 145.092, 18_000],
    ]),
    hub('Rosebud', 'town', 14_000, -38.356, 144.907, [
      ['Rosebud', '3939', -38.356, 144.907, 14_000],
      ['Dromana', '3936', -38.334, 144.965, 6_000],
      ['Rye', '3941', -38.374, 144.821, 9_000],
      ['Sorrento', '3943', -38.339, 144.741, 1_600],
    ]),
    hub('Hastings', 'town', 10_000, -38.305, 145.186, [
      ['Hastings', '3915', -38.305, 145.186, 10_000],
      ['Somerville', '3912', -38.225, 145.176, 12_000],
      ['Tyabb', '3913', -38.26, 145.187, 3_300],
      ['Crib Point', '3919', -38.35, 145.204, 3_000],
    ]),
  ]),
  region('Yarra Valley & Dandenong Ranges', 'yarra-valley-dandenong-ranges', 'Wine country and the forested hills on Melbourne\'s eastern edge.', [
    hub('Lilydale', 'town', 17_000, -37.757, 145.351, [
      ['Lilydale', '3140', -37.757, 145.351, 17_000],
      ['Mooroolbark', '3138', -37.783, 145.313, 23_000],
      ['Chirnside Park', '3116', -37.756, 145.313, 11_000],
      ['Coldstream', '3770', -37.724, 145.38, 2_000],
    ]),
    hub('Healesville', 'town', 7_500, -37.654, 145.517, [
      ['Healesville', '3777', -37.654, 145.517, 7_500],
      ['Yarra Glen', '3775', -37.656, 145.374, 3_000],
      ['Badger Creek', '3777', -37.69, 145.52, 1_300],
    ]),
    hub('Belgrave', 'town', 4_000, -37.909, 145.355, [
      ['Belgrave', '3160', -37.909, 145.355, 4_000],
      ['Olinda', '3788', -37.856, 145.366, 1_600],
      ['Monbulk', '3793', -37.876, 145.408, 3_700],
      ['Emerald', '3782', -37.931, 145.441, 6_000],
    ]),
    hub('Warburton', 'town', 2_000, -37.754, 145.69, [
      ['Warburton', '3799', -37.754, 145.69, 2_000],
      ['Millgrove', '3799', -37.756, 145.656, 1_700],
      ['Yarra Junction', '3797', -37.781, 145.614, 2_500],
      ['Launching Place', '3139', -37.784, 145.568, 1_000],
    ]),
  ]),
  region('Gippsland', 'gippsland', 'The Latrobe Valley, the Gippsland Lakes and the farming towns of the south-east.', [
    hub('Traralgon', 'city', 27_000, -38.195, 146.54, [
      ['Traralgon', '3844', -38.195, 146.54, 26_000],
      ['Morwell', '3840', -38.235, 146.395, 14_000],
      ['Churchill', '3842', -38.31, 146.42, 4_800],
      ['Moe', '3825', -38.175, 146.26, 9_000],
    ]),
    hub('Sale', 'city', 15_000, -38.106, 147.068, [
      ['Sale', '3850', -38.106, 147.068, 14_000],
      ['Wurruk', '3850', -38.112, 147.027, 1_600],
      ['Longford', '3851', -38.16, 147.09, 1_000],
      ['Maffra', '3860', -37.97, 146.984, 4_400],
    ]),
    hub('Bairnsdale', 'town', 15_000, -37.823, 147.61, [
      ['Bairnsdale', '3875', -37.823, 147.61, 15_000],
      ['Eagle Point', '3878', -37.896, 147.678, 1_000],
      ['Paynesville', '3880', -37.919, 147.719, 3_800],
      ['Lakes Entrance', '3909', -37.881, 147.981, 4_800],
    ]),
    hub('Warragul', 'town', 19_000, -38.159, 145.931, [
      ['Warragul', '3820', -38.159, 145.931, 19_000],
      ['Drouin', '3818', -38.136, 145.858, 12_000],
      ['Yarragon', '3823', -38.204, 146.061, 1_400],
    ]),
  ]),
  region('Goldfields', 'goldfields', 'Gold-rush cities and spa country around Ballarat, Castlemaine, Maryborough and Daylesford.', [
    hub('Ballarat', 'city', 113_000, -37.5622, 143.8503, [
      ['Ballarat Central', '3350', -37.562, 143.857, 6_000],
      ['Alfredton', '3350', -37.556, 143.81, 11_000],
      ['Wendouree', '3355', -37.53, 143.83, 9_000],
      ['Sebastopol', '3356', -37.587, 143.839, 10_000],
    ]),
    hub('Castlemaine', 'town', 7_500, -37.064, 144.217, [
      ['Castlemaine', '3450', -37.064, 144.217, 7_500],
      ['Campbells Creek', '3451', -37.092, 144.202, 1_700],
      ['Chewton', '3451', -37.081, 144.256, 900],
      ['Maldon', '3463', -36.997, 144.068, 1_500],
    ]),
    hub('Maryborough', 'town', 7_800, -37.045, 143.738, [
      ['Maryborough', '3465', -37.045, 143.738, 7_800],
      ['Carisbrook', '3464', -37.048, 143.815, 800],
      ['Talbot', '3371', -37.172, 143.701, 400],
      ['Dunolly', '3472', -36.86, 143.733, 900],
    ]),
    hub('Daylesford', 'town', 2_600, -37.342, 144.143, [
      ['Daylesford', '3460', -37.342, 144.143, 2_600],
      ['Hepburn Springs', '3461', -37.315, 144.137, 600],
      ['Trentham', '3458', -37.388, 144.32, 1_200],
    ]),
  ]),
  region('Loddon Campaspe', 'loddon-campaspe', 'Bendigo, the Murray river port of Echuca and the Macedon Ranges towns.', [
    hub('Bendigo', 'city', 100_000, -36.757, 144.2794, [
      ['Bendigo', '3550', -36.757, 144.279, 5_000],
      ['Kangaroo Flat', '3555', -36.8, 144.25, 11_000],
      ['Golden Square', '3555', -36.77, 144.25, 8_800],
      ['Eaglehawk', '3556', -36.72, 144.25, 5_800],
    ]),
    hub('Echuca', 'town', 14_000, -36.13, 144.75, [
      ['Echuca', '3564', -36.13, 144.75, 14_000],
      ['Rochester', '3561', -36.36, 144.7, 3_000],
      ['Kyabram', '3620', -36.313, 145.05, 7_000],
    ]),
    hub('Kyneton', 'town', 7_000, -37.248, 144.453, [
      ['Kyneton', '3444', -37.248, 144.453, 7_000],
      ['Woodend', '3442', -37.355, 144.527, 4_000],
      ['Malmsbury', '3446', -37.188, 144.385, 700],
    ]),
  ]),
  region('Grampians', 'grampians', 'The Wimmera plains and the towns at the foot of the Grampians (Gariwerd) ranges.', [
    hub('Horsham', 'city', 17_000, -36.71, 142.2, [
      ['Horsham', '3400', -36.71, 142.2, 16_500],
      ['Haven', '3401', -36.76, 142.19, 1_100],
      ['Natimuk', '3409', -36.743, 141.943, 500],
    ]),
    hub('Ararat', 'town', 8_300, -37.283, 142.928, [
      ['Ararat', '3377', -37.283, 142.928, 8_300],
      ['Moyston', '3377', -37.3, 142.767, 200],
      ['Willaura', '3379', -37.545, 142.741, 400],
    ]),
    hub('Stawell', 'town', 6_000, -37.056, 142.781, [
      ['Stawell', '3380', -37.056, 142.781, 6_000],
      ['Halls Gap', '3381', -37.137, 142.519, 500],
      ['Great Western', '3374', -37.15, 142.856, 300],
    ]),
  ]),
  region('Mallee', 'mallee', 'Irrigated Murray river country and wheat-belt towns of the north-west.', [
    hub('Mildura', 'city', 35_000, -34.185, 142.162, [
      ['Mildura', '3500', -34.185, 142.162, 34_000],
      ['Irymple', '3498', -34.233, 142.17, 3_600],
      ['Red Cliffs', '3496', -34.307, 142.188, 5_100],
      ['Merbein', '3505', -34.167, 142.06, 2_500],
    ]),
    hub('Swan Hill', 'town', 11_000, -35.338, 143.554, [
      ['Swan Hill', '3585', -35.338, 143.554, 11_000],
      ['Lake Boga', '3584', -35.46, 143.63, 700],
      ['Nyah', '3594', -35.176, 143.374, 500],
    ]),
    hub('Ouyen', 'town', 1_100, -35.071, 142.315, [
      ['Ouyen', '3490', -35.071, 142.315, 1_100],
      ['Walpeup', '3507', -35.133, 142.028, 200],
      ['Underbool', '3509', -35.17, 141.81, 200],
      ['Murrayville', '3512', -35.264, 141.184, 200],
    ]),
  ]),
  region('Hume & High Country', 'hume-high-country', 'The Goulburn Valley, the Murray border cities and the alpine towns of the north-east.', [
    hub('Shepparton', 'city', 52_000, -36.38, 145.399, [
      ['Shepparton', '3630', -36.38, 145.399, 31_000],
      ['Mooroopna', '3629', -36.394, 145.356, 8_000],
      ['Kialla', '3631', -36.45, 145.41, 4_000],
    ]),
    hub('Wodonga', 'city', 42_000, -36.121, 146.888, [
      ['Wodonga', '3690', -36.121, 146.888, 18_000],
      ['West Wodonga', '3690', -36.12, 146.84, 8_500],
      ['Baranduda', '3691', -36.19, 146.957, 2_500],
    ]),
    hub('Wangaratta', 'city', 19_000, -36.358, 146.312, [
      ['Wangaratta', '3677', -36.358, 146.312, 17_000],
      ['Glenrowan', '3675', -36.464, 146.223, 900],
      ['Milawa', '3678', -36.448, 146.43, 500],
    ]),
    hub('Bright', 'town', 2_600, -36.73, 146.96, [
      ['Bright', '3741', -36.73, 146.96, 2_600],
      ['Porepunkah', '3740', -36.696, 146.912, 900],
      ['Wandiligong', '3744', -36.755, 146.981, 700],
      ['Mount Beauty', '3699', -36.74, 147.17, 1_800],
    ]),
  ]),
];
