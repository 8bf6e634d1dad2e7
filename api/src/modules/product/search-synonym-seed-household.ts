// The seed's household words (soap, broom, pooja items…): see search-synonym-seed.ts.
export const HOUSEHOLD = `
sabun: soap
saabun: soap
साबुन: soap
nahane ka sabun: bath soap
kapde ka sabun: detergent bar
surf: detergent
detergent: detergent
washing powder: detergent
bartan: dishwash
bartan sabun: dishwash
shampoo: shampoo
shampu: shampoo
tel balon ka: hair oil
balon ka tel: hair oil
manjan: toothpaste, tooth powder
toothpaste: toothpaste
brush: toothbrush
jhadu: broom
jharu: broom
झाड़ू: broom
pocha: mop
phenyl: phenyl, floor cleaner
phinail: phenyl, floor cleaner
agarbatti: incense, agarbatti
अगरबत्ती: incense
dhoop: dhoop, incense
diya: diya, lamp
batti: wicks, cotton wicks
kapoor: camphor
कपूर: camphor
pooja: pooja
puja: pooja
machis: matchbox, matches
maachis: matchbox, matches
माचिस: matchbox
mombatti: candle
मोमबत्ती: candle
tissue: tissue
towel: towel
kachra thaila: garbage bag
thaila: bag
thaili: bag
balti: bucket
mug: mug
`;
