import { LoginScreen } from '@smes/shell';

export default function LoginPage() {
  return <LoginScreen heading="登录服务机构工作台" />;
}
