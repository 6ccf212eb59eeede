import type { SimpleBody, VehicleKind } from '../schema/vocabulary.ts';

const CAR_BASE = [
  'Reversing Camera',
  'Bluetooth',
  'Cruise Control',
  'Apple CarPlay',
  'Android Auto',
  'Autonomous Emergency Braking',
  'Lane Keep Assist',
  'Air Conditioning',
  'Keyless Entry',
  'Alloy Wheels',
];
const CAR_UPPER = [
  'Adaptive Cruise Control',
  'Blind Spot Monitor',
  'Rear Cross Traffic Alert',
  'Dual-zone Climate Control',
  'Push Button Start',
  'LED Headlights',
  'Satellite Navigation',
  'Wireless Phone Charger',
  'Heated Front Seats',
  'Power Tailgate',
  '360 Degree Camera',
  'Leather-accented Seats',
  'Sunroof',
  'Head-up Display',
  'Ventilated Front Seats',
  'Premium Sound System',
];
const OFF_ROAD = ['Rear Differential Lock', 'Hill Descent Control', 'Towbar', 'Bash Plate', 'Downhill Assist Control'];
const UTE = ['Tub Liner', 'Sports Bar', 'Tow Bar', '12V Accessory Socket in Tray'];
const MOTORCYCLE = [
  'ABS',
  'Traction Control',
  'Ride Modes',
  'LED Lighting',
  'TFT Display',
  'Slipper Clutch',
  'Quickshifter',
  'Cruise Control',
  'Heated Grips',
  'USB Charging',
  'Adjustable Suspension',
  'Keyless Ignition',
];
const CARAVAN = [
  'Ensuite (Shower & Toilet)',
  'Queen Bed',
  'Solar Panels',
  'Lithium Battery',
  'Reverse-Cycle Air Conditioner',
  'Compressor Fridge',
  'Microwave',
  'Washing Machine',
  'External Kitchen',
  'Roll-out Awning',
  'Gas Cooktop',
  'Hot Water System',
  '2 x 95L Water Tanks',
  'Smart TV',
  'Bunk Beds',
  'Off-Road Suspension',
  'Electric Brakes',
  'Diesel Heater',
];

/** The equipment a listing may mention, dearer grades drawing from a longer list. */
export function equipmentPool(kind: VehicleKind, body: SimpleBody, upperGrade: boolean, fourByFour: boolean): string[] {
  if (kind === 'motorcycle') return MOTORCYCLE;
  if (kind === 'caravan') return CARAVAN;
  return [
    ...CAR_BASE,
    ...(upperGrade ? CAR_UPPER : CAR_UPPER.slice(0, 5)),
    ...(fourByFour ? OFF_ROAD : []),
    ...(body === 'Ute' || body === 'Cab Chassis' ? UTE : []),
  ];
}
