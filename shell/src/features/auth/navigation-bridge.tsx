import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { navigation } from './session-setup';

/** Lets the request layer send the user to the site root through the router instead of a reload. */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    navigation.go = (to) => navigate(to);
  }, [navigate]);
  return null;
}
