/** `npm run icons`: writes the category bar's icon sprite (components/browse/category-icon-sprite.tsx). */
import { writeFileSync } from 'node:fs';
import { categoryIconSprite } from '../web/components/browse/category-icon-sprite';
import { CATEGORY_ICON_SPRITE_FILE } from '../web/components/browse/category-icon';

writeFileSync(new URL(`../../public${CATEGORY_ICON_SPRITE_FILE}`, import.meta.url), categoryIconSprite());
console.log(`public${CATEGORY_ICON_SPRITE_FILE} written`);
