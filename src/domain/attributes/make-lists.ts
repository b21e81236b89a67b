/**
 * Makes, models and brands the Post New Ad form suggests and extraction recognises.
 * Suggestions, not a closed list: a seller may type any make (ADR 014). Names are the
 * makers' own spelling; aliases are what people write in ads.
 */

export interface Make {
  name: string;
  aliases?: readonly string[];
  models: readonly string[];
}

export const VEHICLE_MAKES: readonly Make[] = [
  { name: 'Alfa Romeo', aliases: ['alfa'], models: ['Giulia', 'Giulietta', 'Mito', 'Stelvio', '147', '156', '159'] },
  { name: 'Audi', models: ['A1', 'A3', 'A4', 'A5', 'A6', 'A8', 'Q2', 'Q3', 'Q5', 'Q7', 'TT', 'e-tron'] },
  { name: 'BMW', models: ['1 Series', '2 Series', '3 Series', '4 Series', '5 Series', '7 Series', 'X1', 'X3', 'X5', 'Z4', 'i3', 'Mini'] },
  { name: 'Chevrolet', aliases: ['chevy'], models: ['Silverado', 'Malibu', 'Equinox', 'Tahoe', 'Camaro', 'Cruze', 'Spark', 'Bolt', 'Impala'] },
  { name: 'Citroën', aliases: ['citroen'], models: ['C1', 'C3', 'C4', 'C5', 'Berlingo', 'Picasso', 'DS3'] },
  { name: 'Dacia', models: ['Sandero', 'Duster', 'Logan', 'Jogger', 'Spring'] },
  { name: 'Fiat', models: ['500', 'Panda', 'Punto', 'Tipo', 'Doblo', 'Ducato', 'Bravo'] },
  {
    name: 'Ford',
    models: [
      'Fiesta',
      'Focus',
      'Mondeo',
      'Kuga',
      'Puma',
      'Transit',
      'F-150',
      'Mustang',
      'Explorer',
      'Escape',
      'Ranger',
      'Ka',
      'Galaxy',
      'S-Max',
      'C-Max',
    ],
  },
  { name: 'Honda', aliases: ['ホンダ'], models: ['Civic', 'Accord', 'CR-V', 'Jazz', 'Fit', 'HR-V', 'Pilot', 'Odyssey'] },
  { name: 'Hyundai', models: ['i10', 'i20', 'i30', 'Tucson', 'Kona', 'Santa Fe', 'Elantra', 'Ioniq'] },
  { name: 'Jeep', models: ['Wrangler', 'Cherokee', 'Grand Cherokee', 'Renegade', 'Compass'] },
  { name: 'Kia', models: ['Picanto', 'Rio', 'Ceed', 'Sportage', 'Sorento', 'Niro', 'Soul'] },
  { name: 'Land Rover', aliases: ['range rover'], models: ['Defender', 'Discovery', 'Range Rover', 'Evoque', 'Freelander'] },
  { name: 'Lexus', aliases: ['レクサス'], models: ['IS', 'ES', 'RX', 'NX', 'CT'] },
  { name: 'Mazda', aliases: ['マツダ'], models: ['2', '3', '6', 'CX-3', 'CX-5', 'MX-5'] },
  {
    name: 'Mercedes-Benz',
    aliases: ['mercedes', 'benz', 'mercedes benz'],
    models: ['A-Class', 'B-Class', 'C-Class', 'E-Class', 'S-Class', 'CLA', 'GLA', 'GLC', 'GLE', 'Sprinter', 'Vito'],
  },
  { name: 'Mini', models: ['Cooper', 'One', 'Countryman', 'Clubman'] },
  { name: 'Mitsubishi', aliases: ['三菱'], models: ['Colt', 'Outlander', 'ASX', 'Lancer', 'L200', 'Pajero'] },
  { name: 'Nissan', aliases: ['日産'], models: ['Micra', 'Juke', 'Qashqai', 'X-Trail', 'Leaf', 'Altima', 'Sentra', 'Rogue', 'Note'] },
  { name: 'Opel', aliases: ['vauxhall'], models: ['Corsa', 'Astra', 'Insignia', 'Meriva', 'Zafira', 'Mokka', 'Vectra', 'Agila'] },
  { name: 'Peugeot', models: ['106', '107', '108', '206', '207', '208', '307', '308', '407', '508', '2008', '3008', '5008', '807', 'Partner'] },
  { name: 'Porsche', models: ['911', 'Cayenne', 'Macan', 'Panamera', 'Boxster', 'Cayman', 'Taycan'] },
  { name: 'Renault', models: ['Clio', 'Megane', 'Twingo', 'Captur', 'Kangoo', 'Scenic', 'Laguna', 'Zoe', 'Kadjar'] },
  { name: 'Seat', models: ['Ibiza', 'Leon', 'Arona', 'Ateca', 'Alhambra', 'Altea'] },
  { name: 'Škoda', aliases: ['skoda'], models: ['Fabia', 'Octavia', 'Superb', 'Kodiaq', 'Karoq', 'Yeti', 'Roomster', 'Citigo'] },
  { name: 'Smart', models: ['Fortwo', 'Forfour'] },
  { name: 'Subaru', aliases: ['スバル'], models: ['Impreza', 'Forester', 'Outback', 'XV', 'Legacy'] },
  { name: 'Suzuki', aliases: ['スズキ'], models: ['Swift', 'Vitara', 'Jimny', 'Ignis', 'SX4', 'Alto'] },
  { name: 'Tesla', models: ['Model 3', 'Model S', 'Model X', 'Model Y'] },
  {
    name: 'Toyota',
    aliases: ['トヨタ'],
    models: [
      'Yaris',
      'Corolla',
      'Auris',
      'Avensis',
      'Camry',
      'Prius',
      'プリウス',
      'RAV4',
      'C-HR',
      'Aygo',
      'Hilux',
      'Land Cruiser',
      'Tacoma',
      'Tundra',
      'Highlander',
      'Sienna',
    ],
  },
  {
    name: 'Volkswagen',
    aliases: ['vw'],
    models: [
      'Golf',
      'Polo',
      'Passat',
      'Tiguan',
      'Touran',
      'Touareg',
      'Up',
      'T-Roc',
      'Caddy',
      'Transporter',
      'Sharan',
      'Scirocco',
      'Beetle',
      'Jetta',
      'ID.3',
      'ID.4',
    ],
  },
  { name: 'Volvo', models: ['V40', 'V60', 'V70', 'V90', 'XC40', 'XC60', 'XC90', 'S60', 'S80'] },
  // Motorcycles
  { name: 'Ducati', models: ['Monster', 'Panigale', 'Scrambler', 'Multistrada'] },
  { name: 'Harley-Davidson', aliases: ['harley'], models: ['Sportster', 'Softail', 'Street Glide', 'Fat Boy'] },
  { name: 'Kawasaki', models: ['Ninja', 'Z650', 'Z900', 'Versys', 'Vulcan'] },
  { name: 'Yamaha', models: ['MT-07', 'MT-09', 'R1', 'R6', 'Tracer', 'XMAX', 'NMAX'] },
  { name: 'Vespa', models: ['Primavera', 'GTS', 'Sprint'] },
];

export const DEVICE_BRANDS: readonly Make[] = [
  {
    name: 'Apple',
    models: [
      'iPhone 11',
      'iPhone 12',
      'iPhone 13',
      'iPhone 14',
      'iPhone 15',
      'iPhone 16',
      'iPhone SE',
      'iPad',
      'iPad Air',
      'iPad Pro',
      'MacBook Air',
      'MacBook Pro',
      'iMac',
      'Mac mini',
    ],
  },
  {
    name: 'Samsung',
    models: ['Galaxy S21', 'Galaxy S22', 'Galaxy S23', 'Galaxy S24', 'Galaxy A54', 'Galaxy A15', 'Galaxy Z Flip', 'Galaxy Z Fold', 'Galaxy Tab'],
  },
  { name: 'Google', models: ['Pixel 6', 'Pixel 7', 'Pixel 8', 'Pixel 9'] },
  { name: 'Xiaomi', models: ['Redmi Note', 'Mi', 'Poco'] },
  { name: 'OnePlus', models: ['Nord', '10', '11', '12'] },
  { name: 'Huawei', models: ['P30', 'P40', 'Mate'] },
  { name: 'Sony', aliases: ['playstation'], models: ['PlayStation 4', 'PlayStation 5', 'Xperia'] },
  { name: 'Nintendo', models: ['Switch', 'Switch OLED', 'Switch Lite'] },
  { name: 'Microsoft', aliases: ['xbox'], models: ['Xbox Series X', 'Xbox Series S', 'Surface Pro', 'Surface Laptop'] },
  { name: 'Lenovo', models: ['ThinkPad', 'IdeaPad', 'Yoga', 'Legion'] },
  { name: 'Dell', models: ['XPS', 'Latitude', 'Inspiron', 'Alienware'] },
  { name: 'HP', models: ['EliteBook', 'Pavilion', 'Spectre', 'Envy'] },
  { name: 'Asus', models: ['ZenBook', 'VivoBook', 'ROG'] },
  { name: 'Acer', models: ['Aspire', 'Swift', 'Nitro'] },
  { name: 'LG', models: ['OLED', 'UltraGear'] },
  { name: 'Canon', models: ['EOS'] },
  { name: 'Nikon', models: ['Z'] },
  { name: 'Bose', models: ['QuietComfort'] },
];

export const BICYCLE_BRANDS: readonly string[] = [
  'Trek',
  'Specialized',
  'Giant',
  'Cannondale',
  'Canyon',
  'Cube',
  'Scott',
  'Bianchi',
  'Brompton',
  'Gazelle',
  'Riese & Müller',
  'Santa Cruz',
  'Orbea',
  'Merida',
  'Raleigh',
];

export function findMake(list: readonly Make[], name: string | null | undefined): Make | undefined {
  if (!name) return undefined;
  const wanted = name.trim().toLowerCase();
  return list.find((make) => make.name.toLowerCase() === wanted || make.aliases?.includes(wanted));
}

/**
 * A make, brand or model as the lists spell it, when it is on them ("vw" → "Volkswagen",
 * "golf" → "Golf"); anything else as typed. Stored values and filters go through this
 * one function, so a filter finds what a seller typed in any case.
 */
export function canonicalName(kind: 'makes' | 'brands' | 'models', value: string): string {
  const trimmed = value.trim().replace(/\s+/g, ' ');
  if (kind === 'makes') return findMake(VEHICLE_MAKES, trimmed)?.name ?? trimmed;
  if (kind === 'brands')
    return findMake(DEVICE_BRANDS, trimmed)?.name ?? BICYCLE_BRANDS.find((b) => b.toLowerCase() === trimmed.toLowerCase()) ?? trimmed;
  const lower = trimmed.toLowerCase();
  for (const make of [...VEHICLE_MAKES, ...DEVICE_BRANDS]) {
    const model = make.models.find((m) => m.toLowerCase() === lower);
    if (model) return model;
  }
  return trimmed;
}
