// The tiles of member home: every page of the member sidebar but the home itself, in the sidebar's
// order, so the tiles and the sidebar always lead to the same pages under the same names.
import { sidebarOf, type SidebarItem } from '../../config/screens';

type MemberItem = Extract<SidebarItem, { area: 'member' }>;
export type MemberTilePage = Exclude<MemberItem['page'], 'memberHome'>;
export type MemberTile = MemberItem & { page: MemberTilePage };

const isTile = (item: SidebarItem): item is MemberTile => item.area === 'member' && item.page !== 'memberHome';

export function memberTiles(): MemberTile[] {
  return sidebarOf('member')
    .flatMap((section) => section.items)
    .filter(isTile);
}
