import { ContainersScreen } from '../components/containers-screen';

export default function ContainersPage() {
  return <ContainersScreen preset="imports" />;
}
