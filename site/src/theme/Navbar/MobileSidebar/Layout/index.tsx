// Builds the phone's navigation drawer the first time it opens instead of right after hydration. On a docs page the
// drawer holds the whole sidebar (some forty links); Docusaurus rendered it into the closed drawer as soon as the
// page switched to the mobile layout, in one render React cannot slice, so every phone paid for a menu most readers
// never open. Once opened it stays built, and the drawer slides in as before.
import {useState, type ReactNode} from 'react';
import Layout from '@theme-original/Navbar/MobileSidebar/Layout';
import type LayoutType from '@theme/Navbar/MobileSidebar/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [built, setBuilt] = useState(shown);
  if (shown && !built) setBuilt(true);
  return built ? <Layout {...props} /> : <Layout {...props} primaryMenu={null} secondaryMenu={null} />;
}
